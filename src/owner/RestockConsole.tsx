// The owner's back-in-stock console: a table of sign-up groups (loaded page by page until the
// last), each group's sign-ups ("Load more"), and sending notifications for one group or the
// selected ones, with a confirmation, progress in a live region and a result per group.
// Keyboard and screen-reader usable: a captioned table, labelled checkboxes, live regions.
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useIslandId } from '../../widgets/shared/island-root.tsx';
import { fillTemplate } from '../domain/strings.ts';
import { ownerRestockStrings } from '../domain/strings-on-demand.ts';
import {
  createSignUpList,
  type RestockConsoleStore,
  type RestockOwnerApi,
  type SendState,
  type SignUpGroup,
  type SignUpListStore,
} from '../store/restock-console.ts';
import './owner.css';
import { own } from '../domain/own.ts';

const words = ownerRestockStrings;
const variantLabel = (group: SignUpGroup) => group.variantName ?? words.ownerAnyVariant;
// Every number the console shows is written one way, in the page's language ('1,200').
const numberFormat = new Intl.NumberFormat(
  typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || 'en-US',
);
const n = (value: number) => numberFormat.format(value);
const COLUMNS = 6;

interface Confirmation {
  readonly keys: readonly string[];
  readonly text: string;
  /** Focus goes back here when the confirmation closes. */
  readonly opener: HTMLElement | null;
}

export function RestockConsole({ store, api }: { store: RestockConsoleStore; api: RestockOwnerApi }) {
  const state = useStore(store);
  const [openGroup, setOpenGroup] = useState<SignUpListStore | undefined>();
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>();
  const headingId = useIslandId('console-heading');
  const statusRef = useRef<HTMLParagraphElement | null>(null);

  useEffect(() => {
    void store.getState().loadGroups();
  }, [store]);

  const byKey = useMemo(() => new Map(state.items.map((group) => [group.key, group])), [state.items]);
  const selectedGroups = [...state.selected].flatMap((key) => byKey.get(key) ?? []);
  const allSelected = state.items.length > 0 && state.selected.size === state.items.length;

  const askToSend = (keys: readonly string[], opener: HTMLElement | null) => {
    const groups = keys.flatMap((key) => byKey.get(key) ?? []);
    const [first] = groups;
    if (!first) return;
    const count = groups.reduce((sum, group) => sum + group.count, 0);
    const text =
      groups.length === 1
        ? fillTemplate(words.ownerConfirmOne, {
            count: n(count),
            product: first.productName,
            variant: variantLabel(first),
          })
        : fillTemplate(words.ownerConfirmMany, { groups: n(groups.length), count: n(count) });
    setConfirmation({ keys, text, opener });
  };

  const status = state.progress
    ? fillTemplate(words.ownerSending, { done: n(state.progress.done), total: n(state.progress.total) })
    : state.lastSend
      ? fillTemplate(words.ownerSentSummary, { sent: n(state.lastSend.sent), total: n(state.lastSend.total) })
      : state.status === 'loading'
        ? fillTemplate(words.ownerLoadingGroups, { count: n(state.items.length) })
        : state.status === 'done'
          ? state.items.length === 0
            ? words.ownerNoGroups
            : fillTemplate(words.ownerLoadedGroups, { count: n(state.items.length) })
          : '';

  return (
    <section className="sf-owner" aria-labelledby={headingId}>
      <h1 id={headingId} className="sf-owner__title">
        {words.ownerTitle}
      </h1>
      <p ref={statusRef} className="sf-owner__status" role="status" tabIndex={-1}>
        {status}
      </p>
      <div role="alert" className="sf-owner__alert">
        {state.error && (
          <>
            <span>
              {state.error.unauthorized
                ? state.error.message
                : fillTemplate(words.ownerLoadFailed, { message: state.error.message })}
            </span>{' '}
            {!state.error.unauthorized && (
              <button type="button" onClick={() => void store.getState().loadGroups()}>
                {words.ownerRetry}
              </button>
            )}
          </>
        )}
      </div>
      <div className="sf-owner__toolbar">
        <button
          type="button"
          disabled={selectedGroups.length === 0 || state.progress !== undefined}
          onClick={(event) => askToSend([...state.selected], event.currentTarget)}
        >
          {fillTemplate(words.ownerSendSelected, { count: n(selectedGroups.length) })}
        </button>
      </div>
      {confirmation && (
        <ConfirmSend
          text={confirmation.text}
          onCancel={() => {
            confirmation.opener?.focus();
            setConfirmation(undefined);
          }}
          onConfirm={() => {
            // Not back to the opener: sending disables every Send button, and focus would fall to
            // <body>. The status region that tells the progress and the result takes it.
            statusRef.current?.focus();
            setConfirmation(undefined);
            void store.getState().send(confirmation.keys);
          }}
        />
      )}
      <table className="sf-owner__table">
        <caption>{words.ownerGroupsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={words.ownerSelectAll}
                checked={allSelected}
                disabled={state.items.length === 0}
                onChange={(event) => store.getState().selectAll(event.currentTarget.checked)}
              />
            </th>
            <th scope="col">{words.ownerProduct}</th>
            <th scope="col">{words.ownerVariant}</th>
            <th scope="col">{words.ownerCount}</th>
            <th scope="col">
              <span className="sf-visually-hidden">{words.ownerResultHeader}</span>
            </th>
            <th scope="col">
              <span className="sf-visually-hidden">{words.ownerActionsHeader}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {state.items.map((group) => (
            <Fragment key={group.key}>
              <tr>
                <td>
                  <input
                    type="checkbox"
                    aria-label={fillTemplate(words.ownerSelectGroup, {
                      product: group.productName,
                      variant: variantLabel(group),
                    })}
                    checked={state.selected.has(group.key)}
                    onChange={(event) => store.getState().toggle(group.key, event.currentTarget.checked)}
                  />
                </td>
                <th scope="row">{group.productName}</th>
                <td>{variantLabel(group)}</td>
                <td className="sf-owner__count">{n(group.count)}</td>
                <td>
                  <SendResult state={own(state.sends, group.key)} />
                </td>
                <td className="sf-owner__actions">
                  <button
                    type="button"
                    aria-expanded={openGroup?.getState().group.key === group.key}
                    onClick={() =>
                      setOpenGroup((current) =>
                        current?.getState().group.key === group.key
                          ? undefined
                          : createSignUpList(api, group, words),
                      )
                    }
                  >
                    {words.ownerViewSignUps}
                  </button>{' '}
                  <button
                    type="button"
                    disabled={state.progress !== undefined || own(state.sends, group.key)?.status === 'sent'}
                    onClick={(event) => askToSend([group.key], event.currentTarget)}
                  >
                    {words.ownerSend}
                  </button>
                </td>
              </tr>
              {openGroup?.getState().group.key === group.key && (
                // Right after its own row, not below every row: the owner sees what they opened.
                <tr className="sf-owner__sign-ups-row">
                  <td colSpan={COLUMNS}>
                    <SignUps list={openGroup} onClose={() => setOpenGroup(undefined)} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SendResult({ state }: { state: SendState | undefined }) {
  if (!state) return null;
  const text =
    state.status === 'failed'
      ? fillTemplate(words.ownerResultFailed, { message: state.message })
      : state.status === 'sent'
        ? words.ownerResultSent
        : state.status === 'sending'
          ? words.ownerResultSending
          : words.ownerResultPending;
  return <span className={`sf-owner__result sf-owner__result--${state.status}`}>{text}</span>;
}

function ConfirmSend(props: { text: string; onConfirm(): void; onCancel(): void }) {
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const textId = useIslandId('confirm-text');
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      className="sf-owner__confirm"
      role="alertdialog"
      aria-modal="false"
      aria-describedby={textId}
      aria-label={words.ownerConfirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel();
      }}
    >
      <p id={textId}>{props.text}</p>
      <button ref={confirmRef} type="button" className="sf-owner__primary" onClick={props.onConfirm}>
        {words.ownerConfirm}
      </button>{' '}
      <button type="button" className="sf-owner__secondary" onClick={props.onCancel}>
        {words.ownerCancel}
      </button>
    </div>
  );
}

/** Newest sign-up first, whatever order the pages came in; undated ones last. */
const newestFirst = <T extends { readonly created?: number | undefined }>(items: readonly T[]) =>
  [...items].sort(
    (a, b) => (b.created ?? Number.NEGATIVE_INFINITY) - (a.created ?? Number.NEGATIVE_INFINITY),
  );

function SignUps({ list, onClose }: { list: SignUpListStore; onClose(): void }) {
  const state = useStore(list);
  const headingId = useIslandId('sign-ups-heading');
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const { group } = state;
  useEffect(() => {
    headingRef.current?.focus();
    void list.getState().loadMore();
  }, [list]);
  const names = { product: group.productName, variant: variantLabel(group) };
  return (
    <section className="sf-owner__sign-ups" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {fillTemplate(words.ownerSignUpsTitle, names)}
      </h2>
      <button type="button" onClick={onClose}>
        {words.ownerClose}
      </button>
      <table className="sf-owner__table">
        <caption>
          {fillTemplate(words.ownerSignUpsCaption, {
            ...names,
            loaded: n(state.items.length),
            total: n(group.count),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{words.ownerEmail}</th>
            <th scope="col">{words.ownerSignedUpAt}</th>
            <th scope="col">{words.ownerMailingList}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(state.items).map((signUp) => (
            <tr key={signUp.id}>
              <th scope="row">{signUp.email}</th>
              <td>{signUp.created === undefined ? '' : new Date(signUp.created).toLocaleString()}</td>
              <td>{signUp.isJoinMailingList ? words.ownerYes : words.ownerNo}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div role="alert" className="sf-owner__alert">
        {state.error &&
          (state.error.unauthorized
            ? state.error.message
            : fillTemplate(words.ownerLoadFailed, { message: state.error.message }))}
      </div>
      {state.hasNextPage && !state.error?.unauthorized && (
        <button
          type="button"
          disabled={state.status === 'loading'}
          onClick={() => void list.getState().loadMore()}
        >
          {state.error ? words.ownerRetry : words.ownerLoadMore}
        </button>
      )}
    </section>
  );
}

// The owner's back-in-stock console: a table of sign-up groups and each group's sign-ups (both
// loaded page by page until the last, spec 7), and sending notifications for one group or the
// selected ones, with a confirmation, progress in a live region and a result per group.
// Keyboard and screen-reader usable: a captioned table, labelled checkboxes, live regions.
import { createContext, Fragment, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { own } from '../core/base/own.ts';
import { useIslandId } from '../islands/shared/island-root.tsx';
import {
  createSignUpList,
  type RestockConsoleStore,
  type RestockOwnerApi,
  type SendState,
  type SignUpGroup,
  type SignUpListStore,
} from './restock-console.ts';
import './owner.css';
import { ENGLISH_OWNER_WORDS, type OwnerWords } from './words.ts';

// The words of the page's language (src/owner/words.ts), given once to the console's root.
const WordsContext = createContext<OwnerWords>(ENGLISH_OWNER_WORDS);
const useWords = () => useContext(WordsContext);
const variantLabel = (group: SignUpGroup, words: OwnerWords) =>
  group.variantName ?? words.strings.ownerAnyVariant;
const COLUMNS = 6;

type ConsoleState = ReturnType<RestockConsoleStore['getState']>;

interface Confirmation {
  readonly keys: readonly string[];
  readonly text: string;
  /** Focus goes back here when the confirmation closes. */
  readonly opener: HTMLElement | null;
}

interface RestockConsoleProps {
  readonly store: RestockConsoleStore;
  readonly api: RestockOwnerApi;
  /** The page's language's words (loadOwnerWords); English when not given. */
  readonly words?: OwnerWords;
}

/** The console in the words' language: lang and dir on its root, so it reads right on any page. */
export function RestockConsole({ words = ENGLISH_OWNER_WORDS, ...props }: RestockConsoleProps) {
  return (
    <WordsContext.Provider value={words}>
      <ConsoleBody {...props} />
    </WordsContext.Provider>
  );
}

function ConsoleBody({ store, api }: Omit<RestockConsoleProps, 'words'>) {
  const words = useWords();
  const state = useStore(store);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>();
  const headingId = useIslandId('console-heading');
  const statusRef = useRef<HTMLParagraphElement | null>(null);

  useEffect(() => {
    void store.getState().loadGroups();
  }, [store]);

  const byKey = useMemo(() => new Map(state.items.map((group) => [group.key, group])), [state.items]);
  const selectedGroups = [...state.selected].flatMap((key) => byKey.get(key) ?? []);
  const askToSend = (keys: readonly string[], opener: HTMLElement | null) => {
    const groups = keys.flatMap((key) => byKey.get(key) ?? []);
    if (groups.length > 0) setConfirmation({ keys, text: confirmationText(groups, words), opener });
  };

  return (
    <section className="sf-owner" aria-labelledby={headingId} lang={words.locale} dir={words.dir}>
      <h1 id={headingId} className="sf-owner__title">
        {words.strings.ownerTitle}
      </h1>
      <p ref={statusRef} className="sf-owner__status" role="status" tabIndex={-1}>
        {consoleStatus(state, words)}
      </p>
      <div role="alert" className="sf-owner__alert">
        {state.error && (
          <>
            <span>
              {state.error.unauthorized
                ? state.error.message
                : words.say('ownerLoadFailed', { message: state.error.message })}
            </span>{' '}
            {/* Not when the owner is not allowed: retrying cannot help. */}
            {!state.error.unauthorized && (
              <button type="button" onClick={() => void store.getState().loadGroups()}>
                {words.strings.ownerRetry}
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
          {words.say('ownerSendSelected', { count: words.number(selectedGroups.length) })}
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
      <GroupsTable state={state} store={store} api={api} onSend={askToSend} />
    </section>
  );
}

/** What the confirmation asks: one group by its names, several by their number. */
function confirmationText(groups: readonly SignUpGroup[], words: OwnerWords): string {
  const count = groups.reduce((sum, group) => sum + group.count, 0);
  const [first] = groups;
  return groups.length === 1 && first
    ? words.say('ownerConfirmOne', {
        count,
        product: first.productName,
        variant: variantLabel(first, words),
      })
    : words.say('ownerConfirmMany', { groups: groups.length, count });
}

/** The status line: a send in progress, then its summary, else how the groups' loading stands. */
function consoleStatus(state: ConsoleState, words: OwnerWords): string {
  if (state.progress)
    return words.say('ownerSending', {
      done: words.number(state.progress.done),
      total: state.progress.total,
    });
  if (state.lastSend)
    return words.say('ownerSentSummary', {
      sent: words.number(state.lastSend.sent),
      total: state.lastSend.total,
    });
  if (state.status === 'loading') return words.say('ownerLoadingGroups', { count: state.items.length });
  if (state.status !== 'done') return '';
  return state.items.length === 0
    ? words.strings.ownerNoGroups
    : words.say('ownerLoadedGroups', { count: state.items.length });
}

interface GroupsTableProps {
  readonly state: ConsoleState;
  readonly store: RestockConsoleStore;
  readonly api: RestockOwnerApi;
  /** Asks to confirm sending to these groups; focus returns to `opener` on cancel. */
  onSend(keys: readonly string[], opener: HTMLElement | null): void;
}

/** The captioned table of sign-up groups; one group's sign-ups open right below its row. */
function GroupsTable({ state, store, api, onSend }: GroupsTableProps) {
  const words = useWords();
  const [openGroup, setOpenGroup] = useState<SignUpListStore | undefined>();
  const allSelected = state.items.length > 0 && state.selected.size === state.items.length;
  return (
    <table className="sf-owner__table">
      <caption>{words.strings.ownerGroupsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <input
              type="checkbox"
              aria-label={words.strings.ownerSelectAll}
              checked={allSelected}
              disabled={state.items.length === 0}
              onChange={(event) => store.getState().selectAll(event.currentTarget.checked)}
            />
          </th>
          <th scope="col">{words.strings.ownerProduct}</th>
          <th scope="col">{words.strings.ownerVariant}</th>
          <th scope="col">{words.strings.ownerCount}</th>
          <th scope="col">
            <span className="sf-visually-hidden">{words.strings.ownerResultHeader}</span>
          </th>
          <th scope="col">
            <span className="sf-visually-hidden">{words.strings.ownerActionsHeader}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {state.items.map((group) => {
          const open = openGroup?.getState().group.key === group.key;
          return (
            <Fragment key={group.key}>
              <GroupRow
                group={group}
                state={state}
                store={store}
                open={open}
                onToggleOpen={() =>
                  setOpenGroup((current) =>
                    current?.getState().group.key === group.key
                      ? undefined
                      : createSignUpList(api, group, words.strings),
                  )
                }
                onSend={onSend}
              />
              {open && openGroup && (
                // Right after its own row, not below every row: the owner sees what they opened.
                <tr className="sf-owner__sign-ups-row">
                  <td colSpan={COLUMNS}>
                    <SignUps list={openGroup} onClose={() => setOpenGroup(undefined)} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}

interface GroupRowProps extends Pick<GroupsTableProps, 'state' | 'store' | 'onSend'> {
  readonly group: SignUpGroup;
  /** Whether this group's sign-ups are open below the row. */
  readonly open: boolean;
  onToggleOpen(): void;
}

/** One group: its checkbox, names, count, send result, and its View and Send buttons. */
function GroupRow({ group, state, store, open, onToggleOpen, onSend }: GroupRowProps) {
  const words = useWords();
  const send = own(state.sends, group.key);
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          aria-label={words.say('ownerSelectGroup', {
            product: group.productName,
            variant: variantLabel(group, words),
          })}
          checked={state.selected.has(group.key)}
          onChange={(event) => store.getState().toggle(group.key, event.currentTarget.checked)}
        />
      </td>
      <th scope="row">{group.productName}</th>
      <td>{variantLabel(group, words)}</td>
      <td className="sf-owner__count">{words.number(group.count)}</td>
      <td>
        <SendResult state={send} />
      </td>
      <td className="sf-owner__actions">
        <button type="button" aria-expanded={open} onClick={onToggleOpen}>
          {words.strings.ownerViewSignUps}
        </button>{' '}
        <button
          type="button"
          disabled={state.progress !== undefined || send?.status === 'sent'}
          onClick={(event) => onSend([group.key], event.currentTarget)}
        >
          {words.strings.ownerSend}
        </button>
      </td>
    </tr>
  );
}

function SendResult({ state }: { state: SendState | undefined }) {
  const words = useWords();
  if (!state) return null;
  const text =
    state.status === 'failed'
      ? words.say('ownerResultFailed', { message: state.message })
      : state.status === 'sent'
        ? words.strings.ownerResultSent
        : state.status === 'sending'
          ? words.strings.ownerResultSending
          : words.strings.ownerResultPending;
  return <span className={`sf-owner__result sf-owner__result--${state.status}`}>{text}</span>;
}

function ConfirmSend(props: { text: string; onConfirm(): void; onCancel(): void }) {
  const words = useWords();
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const textId = useIslandId('confirm-text');
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      className="sf-owner__confirm"
      role="alertdialog"
      aria-modal="false"
      aria-describedby={textId}
      aria-label={words.strings.ownerConfirm}
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onCancel();
      }}
    >
      <p id={textId}>{props.text}</p>
      <button ref={confirmRef} type="button" className="sf-owner__primary" onClick={props.onConfirm}>
        {words.strings.ownerConfirm}
      </button>{' '}
      <button type="button" className="sf-owner__secondary" onClick={props.onCancel}>
        {words.strings.ownerCancel}
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
  const words = useWords();
  const state = useStore(list);
  const headingId = useIslandId('sign-ups-heading');
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const { group } = state;
  useEffect(() => {
    headingRef.current?.focus();
    void list.getState().loadAll();
    // Closed: no more pages are fetched for a list nobody sees.
    return () => list.getState().cancel();
  }, [list]);
  const names = { product: group.productName, variant: variantLabel(group, words) };
  return (
    <section className="sf-owner__sign-ups" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {words.say('ownerSignUpsTitle', names)}
      </h2>
      <button type="button" onClick={onClose}>
        {words.strings.ownerClose}
      </button>
      {/* While pages arrive the caption counts them in ('250 of 1,200 shown'); busy until the last. */}
      <table className="sf-owner__table" aria-busy={state.status === 'loading'}>
        <caption>
          {words.say('ownerSignUpsCaption', {
            ...names,
            loaded: words.number(state.items.length),
            total: words.number(group.count),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{words.strings.ownerEmail}</th>
            <th scope="col">{words.strings.ownerSignedUpAt}</th>
            <th scope="col">{words.strings.ownerMailingList}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(state.items).map((signUp) => (
            <tr key={signUp.id}>
              <th scope="row">{signUp.email}</th>
              <td>
                {signUp.created === undefined ? '' : new Date(signUp.created).toLocaleString(words.locale)}
              </td>
              <td>{signUp.isJoinMailingList ? words.strings.ownerYes : words.strings.ownerNo}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div role="alert" className="sf-owner__alert">
        {state.error &&
          (state.error.unauthorized
            ? state.error.message
            : words.say('ownerLoadFailed', { message: state.error.message }))}
      </div>
      {/* Not when the owner is not allowed: retrying cannot help. Goes on from the failed page. */}
      {state.error && !state.error.unauthorized && (
        <button type="button" onClick={() => void list.getState().loadAll()}>
          {words.strings.ownerRetry}
        </button>
      )}
    </section>
  );
}

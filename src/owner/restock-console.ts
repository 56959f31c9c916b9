// The owner's restock console state (spec 1, 4, 7): sign-up groups, and each group's sign-ups,
// fetched page by page until hasNextPage is false, and sends for one
// group or many (POST send/all in batches, so progress and a result per group can be shown).
// A failed page keeps everything loaded and can be retried; 401/403 say the owner must sign in.
// The owner entry's alone (src/owner): shopper pages never load it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { own } from '../core/base/own.ts';
import { failureWords, isUnauthorized } from '../core/domain/failure-words.ts';
import { restockGroupKey } from '../core/domain/restock.ts';
import { defaultStrings } from '../core/words/strings.ts';
import { ownerRestockStrings } from '../core/words/strings-on-demand.ts';
import type { GroupRef, Page, SignUpGroupInput, SignUpInput } from './restock-owner-api.ts';

/**
 * Groups per POST …/restock/send/all: progress moves a batch at a time. @test-seam: the console
 * test sizes its list by it.
 */
export const SEND_ALL_BATCH_SIZE = 10;

export interface RestockOwnerApi {
  groups(cursor?: string): Promise<Page<SignUpGroupInput>>;
  signUps(group: GroupRef, cursor?: string): Promise<Page<SignUpInput>>;
  send(group: GroupRef): Promise<void>;
  sendAll(groups: readonly GroupRef[]): Promise<void>;
}

export interface SignUpGroup extends GroupRef {
  readonly key: string;
  readonly productName: string;
  readonly variantName: string | undefined;
  readonly count: number;
}

interface SignUp {
  readonly id: string;
  readonly email: string;
  readonly created: number | undefined;
  readonly isJoinMailingList: boolean;
}

interface ConsoleError {
  readonly message: string;
  /** 401/403: the visitor is not (or no longer) the owner; retrying will not help. */
  readonly unauthorized: boolean;
}

export type SendState =
  | { readonly status: 'waiting' | 'sending' | 'sent' }
  | { readonly status: 'failed'; readonly message: string };

type Words = { readonly [K in keyof typeof ownerRestockStrings]: string };

/** Any failure (mapped by the api) in the owner's words: 401/403 get the sign-in message. */
function consoleError(error: unknown, words: Pick<Words, 'ownerNotAuthorized'>): ConsoleError {
  return {
    message: failureWords(error, {
      doing: 'owner-console',
      notAuthorized: words.ownerNotAuthorized,
      unexpected: defaultStrings.tryAgain,
    }),
    unauthorized: isUnauthorized(error),
  };
}

function toGroup(input: SignUpGroupInput): SignUpGroup {
  const variantId = input.variantId ?? null;
  return {
    key: restockGroupKey({ productId: input.productId, variantId }),
    productId: input.productId,
    variantId,
    productName: input.productName ?? input.productId,
    variantName: input.variantName ?? undefined,
    count: input.count,
  };
}

function toSignUp(input: SignUpInput, index: number): SignUp {
  const created = typeof input.created === 'string' ? Date.parse(input.created) : input.created;
  return {
    id: input.id === undefined ? `row-${index}` : String(input.id),
    email: input.siteVisitorEmail ?? input.email ?? '',
    created: created !== undefined && Number.isFinite(created) ? created : undefined,
    isJoinMailingList: input.isJoinMailingList === true,
  };
}

/** One paged list: what is loaded stays when a later page fails. */
interface PagedState<T> {
  readonly items: readonly T[];
  readonly status: 'idle' | 'loading' | 'done' | 'error';
  readonly error: ConsoleError | undefined;
  readonly hasNextPage: boolean;
  readonly pagesLoaded: number;
}

interface SignUpListState extends PagedState<SignUp> {
  readonly group: SignUpGroup;
  /**
   * Fetches the group's sign-ups page by page until hasNextPage is false (spec 4, 7), from where it
   * stopped: a failed page keeps what is loaded, and calling again goes on from that page.
   */
  loadAll(): Promise<void>;
  /** Stops fetching (the list was closed); a page still in flight is dropped. */
  cancel(): void;
}

export type SignUpListStore = StoreApi<SignUpListState>;

export function createSignUpList(api: RestockOwnerApi, group: SignUpGroup, words: Words): SignUpListStore {
  let cursor: string | undefined;
  // Each loadAll (and each cancel) starts a new run; a page answered to an older run is dropped,
  // so a list closed and opened again never holds a page twice.
  let run = 0;
  return createStore<SignUpListState>()((set, get) => ({
    group,
    items: [],
    status: 'idle',
    error: undefined,
    hasNextPage: true,
    pagesLoaded: 0,
    async loadAll() {
      if (!get().hasNextPage) return;
      const mine = ++run;
      set({ status: 'loading', error: undefined });
      while (get().hasNextPage) {
        let page: Page<SignUpInput>;
        try {
          page = await api.signUps(group, cursor);
        } catch (error) {
          if (mine === run) set({ status: 'error', error: consoleError(error, words) });
          return;
        }
        if (mine !== run) return;
        cursor = page.nextPageCursor;
        const offset = get().items.length;
        set((current) => ({
          items: [...current.items, ...page.items.map((item, i) => toSignUp(item, offset + i))],
          hasNextPage: page.hasNextPage,
          pagesLoaded: current.pagesLoaded + 1,
        }));
      }
      set({ status: 'done' });
    },
    cancel() {
      run += 1;
      if (get().status === 'loading') set({ status: 'idle' });
    },
  }));
}

interface RestockConsoleState extends PagedState<SignUpGroup> {
  readonly selected: ReadonlySet<string>;
  readonly sends: Readonly<Record<string, SendState>>;
  /** While a send runs: groups done (sent or failed) of the total. */
  readonly progress: { readonly done: number; readonly total: number } | undefined;
  /** After a send: how many groups were sent of how many asked. */
  readonly lastSend: { readonly sent: number; readonly total: number } | undefined;
  /** Fetches pages until hasNextPage is false or a page fails (then call again to go on). */
  loadGroups(): Promise<void>;
  toggle(key: string, on: boolean): void;
  selectAll(on: boolean): void;
  /** Sends one group (POST …/send) or several (POST …/send/all in batches). */
  send(keys: readonly string[]): Promise<void>;
}

export type RestockConsoleStore = StoreApi<RestockConsoleState>;

/**
 * Every group's sign-up count as the platform now holds it, read from the first page on; a
 * group no longer listed has none. Undefined when the read fails.
 */
async function readCounts(api: RestockOwnerApi): Promise<Map<string, number> | undefined> {
  const counts = new Map<string, number>();
  let next: string | undefined;
  try {
    do {
      const page = await api.groups(next);
      for (const group of page.items.map(toGroup)) counts.set(group.key, group.count);
      next = page.hasNextPage ? page.nextPageCursor : undefined;
    } while (next !== undefined);
  } catch {
    return undefined;
  }
  return counts;
}

/** One group goes alone (POST …/send); several go in batches (POST …/send/all), so progress moves. */
export function sendBatches<T>(groups: readonly T[]): (readonly T[])[] {
  if (groups.length === 1) return [groups];
  return Array.from({ length: Math.ceil(groups.length / SEND_ALL_BATCH_SIZE) }, (_, i) =>
    groups.slice(i * SEND_ALL_BATCH_SIZE, (i + 1) * SEND_ALL_BATCH_SIZE),
  );
}

/** What the console's store functions below work on: the platform, the words, the store. */
interface ConsoleParts {
  readonly api: RestockOwnerApi;
  readonly words: Words;
  readonly set: RestockConsoleStore['setState'];
  readonly get: () => RestockConsoleState;
}

/**
 * After a send, every row shows what the platform now holds (a sent group is cleared there);
 * when the read fails the rows keep their counts, with their result beside them.
 */
async function recount({ api, set }: ConsoleParts): Promise<void> {
  const counts = await readCounts(api);
  if (!counts) return;
  set((state) => ({
    items: state.items.map((group) => ({ ...group, count: counts.get(group.key) ?? 0 })),
  }));
}

/** Sends the groups batch by batch, marking each group's state and the progress as it goes. */
async function sendGroups(parts: ConsoleParts, groups: readonly SignUpGroup[]): Promise<void> {
  const { api, words, set } = parts;
  const mark = (batch: readonly SignUpGroup[], state: SendState) =>
    set((current) => ({
      sends: { ...current.sends, ...Object.fromEntries(batch.map((group) => [group.key, state])) },
    }));
  mark(groups, { status: 'waiting' });
  set({ progress: { done: 0, total: groups.length }, lastSend: undefined });
  let sent = 0;
  for (const batch of sendBatches(groups)) {
    mark(batch, { status: 'sending' });
    try {
      const [only] = batch;
      if (groups.length === 1 && only) await api.send(only);
      else await api.sendAll(batch);
      mark(batch, { status: 'sent' });
      sent += batch.length;
    } catch (error) {
      mark(batch, { status: 'failed', message: consoleError(error, words).message });
    }
    set((state) => ({
      progress: state.progress && { ...state.progress, done: state.progress.done + batch.length },
    }));
  }
  set((state) => {
    const selected = new Set(state.selected);
    for (const group of groups)
      if (own(state.sends, group.key)?.status === 'sent') selected.delete(group.key);
    return { selected, progress: undefined, lastSend: { sent, total: groups.length } };
  });
  if (sent > 0) await recount(parts);
}

export function createRestockConsole(
  api: RestockOwnerApi,
  words: Words = ownerRestockStrings,
): RestockConsoleStore {
  let cursor: string | undefined;
  return createStore<RestockConsoleState>()((set, get) => ({
    items: [],
    status: 'idle',
    error: undefined,
    hasNextPage: true,
    pagesLoaded: 0,
    selected: new Set(),
    sends: {},
    progress: undefined,
    lastSend: undefined,

    async loadGroups() {
      if (get().status === 'loading') return;
      set({ status: 'loading', error: undefined });
      while (get().hasNextPage) {
        try {
          const page = await api.groups(cursor);
          cursor = page.nextPageCursor;
          set((state) => {
            const known = new Set(state.items.map((group) => group.key));
            const fresh = page.items.map(toGroup).filter((group) => !known.has(group.key));
            return {
              items: [...state.items, ...fresh],
              hasNextPage: page.hasNextPage,
              pagesLoaded: state.pagesLoaded + 1,
            };
          });
        } catch (error) {
          set({ status: 'error', error: consoleError(error, words) });
          return;
        }
      }
      set({ status: 'done' });
    },

    toggle(key, on) {
      set((state) => {
        const selected = new Set(state.selected);
        if (on) selected.add(key);
        else selected.delete(key);
        return { selected };
      });
    },

    selectAll(on) {
      set((state) => ({ selected: on ? new Set(state.items.map((group) => group.key)) : new Set() }));
    },

    async send(keys) {
      if (get().progress) return;
      const byKey = new Map(get().items.map((group) => [group.key, group]));
      const groups = keys.flatMap((key) => {
        const group = byKey.get(key);
        return group ? [group] : [];
      });
      if (groups.length > 0) await sendGroups({ api, words, set, get }, groups);
    },
  }));
}

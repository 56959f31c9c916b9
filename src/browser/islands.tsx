// Mounts and unmounts islands. Each island is its own React root (take-over.tsx): a mount
// point that holds server HTML is hydrated, an empty one is rendered. An island that fails
// (unknown name, bad options, render error) logs one message naming its element and keeps its
// server HTML; no failure ever reaches the other islands.
import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import {
  findJsonChild,
  ID_PREFIX_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  islandAttributes,
  readJson,
} from '../core/contract/index.ts';
import { formatMoney, money } from '../core/domain/money.ts';
import type { Services } from '../core/store/services.ts';
import { createEarlyClicks } from './early-clicks.ts';
import { logError } from './log.ts';
import { checkIslandAttributes } from './name-check.ts';
import { createProductScopes } from './product-scope.ts';
import type { WidgetRegistry } from './registry.ts';
import { takeOver } from './take-over.tsx';
import { createTaskSlicer, yieldToMain } from './yield.ts';

/**
 * Hydration work one task may do before the next island waits for a new task (ms). Zero: one
 * island per task, yielding between them (issue 44), so a tap waits for one island at most.
 */
const HYDRATION_SLICE_MS = 0;

export type IslandErrorReporter = (error: unknown, element: Element) => void;

interface IslandInput {
  readonly attributes: Record<string, string>;
  readonly json: unknown;
  readonly serverNodes: readonly Node[];
}

/** The island's attributes and JSON child (taken out), or null when the JSON is unreadable. */
function readIslandInput(element: HTMLElement, onProblem: (problem: string) => void): IslandInput | null {
  const script = findJsonChild(element);
  const json = readJson(script);
  if (json.ok === false) {
    onProblem(`island options are ${json.problem}; the island keeps its server HTML.`);
    return null;
  }
  script?.remove();
  return {
    attributes: islandAttributes(element),
    json: json.ok === true ? json.value : undefined,
    serverNodes: Array.from(element.childNodes, (node) => node.cloneNode(true)),
  };
}

/**
 * A task for the page's money formatter, then one for the first island: the first
 * Intl.NumberFormat of a page loads locale data (about 100 ms at 4x CPU), too long to share a
 * task with start-up or a hydration. Formatters are cached, so islands reuse this one.
 */
function firstTurnFor(services: Services): () => Promise<void> {
  let warmedUp: Promise<void> | undefined;
  return () =>
    (warmedUp ??= yieldToMain()
      .then(() => void formatMoney(money(0, services.currency), services.locale))
      .then(yieldToMain));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type ProductScope = ReturnType<ReturnType<typeof createProductScopes>['scopeOf']>;

const storeIn = (scope: ProductScope) => (scope.ok ? scope.store : undefined);

/**
 * The island's content from its options, or why it keeps its server HTML (a string: the caller
 * reports it). `scope`: the product container a product island shares, looked up for it.
 */
function prepareIsland(
  widget: Awaited<ReturnType<WidgetRegistry['load']>>,
  input: IslandInput,
  scope: ProductScope | undefined,
): { content: ReactNode } | string {
  if (scope?.ok === false) return `${scope.problem}; the island keeps its server HTML.`;
  try {
    return { content: widget.prepare({ attributes: input.attributes, json: input.json }) };
  } catch (error) {
    // IslandOptionsError names the option; anything else thrown is worded by its message too.
    return `invalid island options: ${messageOf(error)}; the island keeps its server HTML.`;
  }
}

/**
 * Which islands are mounted, loading or failed and why: the manager's bookkeeping, apart from
 * the mounting itself, and what Storefront.debug() reads.
 */
function createIslandBook(reportError: IslandErrorReporter) {
  const mounted = new Map<Element, Root>();
  /** Read once: the JSON child is taken out before hydration, so a remount reuses it. */
  const inputs = new WeakMap<Element, IslandInput | null>();
  /** Why each failed island failed, as logged (for Storefront.debug()). */
  const failed = new WeakMap<Element, string>();
  const pending = new WeakSet<Element>();

  function fail(element: Element, problem: string, cause?: unknown) {
    failed.set(element, problem);
    logError(element, problem, cause);
    reportError(cause ?? new Error(problem), element);
  }

  function unmount(element: Element): void {
    const root = mounted.get(element);
    if (!root) return;
    mounted.delete(element);
    root.unmount();
  }

  return {
    mounted,
    pending,
    fail,
    /** Mounted, or failed and left with its server HTML: early clicks on it are no longer held. */
    hasTakenOver: (element: Element) => mounted.has(element) || failed.has(element),
    readInput(element: HTMLElement): IslandInput | null {
      if (inputs.has(element)) return inputs.get(element) ?? null;
      const input = readIslandInput(element, (text) => fail(element, text));
      inputs.set(element, input);
      return input;
    },
    unmount,
    /** A render error: reported, then the island is unmounted and its server HTML put back. */
    renderFailed(element: HTMLElement, serverNodes: readonly Node[], error: unknown) {
      fail(element, 'failed to render; the island keeps its server HTML.', error);
      // Outside the runtime's commit, which is still under way.
      queueMicrotask(() => {
        unmount(element);
        element.replaceChildren(...serverNodes.map((node) => node.cloneNode(true)));
      });
    },
    /** For Storefront.debug(): 'hydrated', 'loading', 'waiting' or why it failed. */
    stateOf: (element: Element) =>
      failed.get(element) ??
      (mounted.has(element) ? 'hydrated' : pending.has(element) ? 'loading' : 'waiting'),
  };
}

/** `pressedBeforeStart`: island buttons pressed before the runtime started, made again once hydrated. */
export function createIslandManager(
  services: Services,
  registry: WidgetRegistry,
  reportError: IslandErrorReporter = () => {},
  pressedBeforeStart: readonly HTMLButtonElement[] = [],
) {
  let forgetPress = (_island: Element) => {};
  // A failed island keeps its server HTML: a press kept for it is dropped and shows busy no more.
  const book = createIslandBook((error, element) => {
    forgetPress(element);
    reportError(error, element);
  });
  const { mounted, pending, fail } = book;
  const scopes = createProductScopes(services.currency);
  const earlyClicks = createEarlyClicks(book.hasTakenOver, document, pressedBeforeStart);
  forgetPress = earlyClicks.forget;
  const slicer = createTaskSlicer(HYDRATION_SLICE_MS);
  const firstTurn = firstTurnFor(services);
  let nextId = 0;

  /**
   * Hydrates (or renders) the island. `fresh`: its product's facts changed since the server
   * rendered it (an island held back by the facts gate), so its server HTML is replaced, not
   * hydrated: hydrating it would report a mismatch that is no fault of the page.
   */
  async function mount(element: HTMLElement, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    if (book.hasTakenOver(element) || pending.has(element)) return;
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!registry.has(name))
      return fail(element, `unknown island "${name}". Known islands: ${registry.names().join(', ')}.`);
    pending.add(element);
    try {
      let widget: Awaited<ReturnType<WidgetRegistry['load']>>;
      try {
        widget = await registry.load(name);
        // Its words in the page's language (a no-op in English) before it renders a thing.
        await services.language.load(widget.strings);
      } catch (error) {
        // Caught where it happens: the island keeps its server HTML and the page goes on.
        return fail(element, `${messageOf(error)}; the island keeps its server HTML.`, error);
      }
      // Hydration starts in tasks of its own, after start-up's, one island per task, so a list
      // of fifty cards never holds up a click (preact/compat hydrates within this call).
      await firstTurn();
      await slicer.slot();
      const input = book.readInput(element);
      if (!input || !element.isConnected) return;
      checkIslandAttributes(element, name, widget.attributes, input.attributes);
      const scope = widget.scope === 'product' ? scopes.scopeOf(element) : undefined;
      const prepared = prepareIsland(widget, input, scope);
      if (typeof prepared === 'string') return fail(element, prepared);
      const root = takeOver(
        element,
        name,
        prepared.content,
        services,
        scope?.ok ? scope.store : null,
        fresh,
        element.getAttribute(ID_PREFIX_ATTRIBUTE) ?? `sfc${nextId++}-`,
        () => earlyClicks.replay(element),
        (error) => book.renderFailed(element, input.serverNodes, error),
      );
      mounted.set(element, root);
    } catch (error) {
      fail(element, 'could not be started.', error);
    } finally {
      pending.delete(element);
    }
  }

  return {
    mount,
    unmount: book.unmount,
    /** The product store an island inside a product container shares (undefined: none readable). */
    productStoreOf: (element: Element) => storeIn(scopes.scopeOf(element)),
    isMounted: (element: Element) => mounted.has(element),
    stateOf: book.stateOf,
    mountedElements: () => [...mounted.keys()],
    disconnect: () => earlyClicks.disconnect(),
  };
}

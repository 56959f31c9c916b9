// Mounts and unmounts islands. Each island is its own React root: a mount point that holds
// server HTML is hydrated, an empty one is rendered. An island that fails (unknown name, bad
// options, render error) logs one message naming its element and keeps its server HTML;
// no failure ever reaches the other islands. Render errors are caught by an error boundary of
// ours, not a root option, so React and preact/compat (which has no onUncaughtError) both
// put the server HTML back.
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
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
import { capturePendingInput } from './pending-input.ts';
import { createProductScopes } from './product-scope.ts';
import { IslandProvider, IslandRoot, type WidgetRegistry } from './registry.ts';
import { createTaskSlicer, yieldToMain } from './yield.ts';

export const HYDRATED_MARK = 'storefront:hydrated';
/** Hydration work one task may do before the next island waits for a new task (ms). */
const HYDRATION_SLICE_MS = 30;

/**
 * Marks the island's first commit in the performance timeline (DevTools, RUM, the benchmark).
 * A pass-through wrapper, not a sibling: a sibling would change useId's tree and break the
 * match with the server's ids.
 */
function CommitMark({
  name,
  onCommit,
  children,
}: {
  name: string;
  onCommit: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    performance.mark(HYDRATED_MARK, { detail: name });
    onCommit();
  }, [name, onCommit]);
  return children;
}

/** Catches a render error anywhere in one island; renders nothing and hands the error on. */
class IslandErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type IslandErrorReporter = (error: unknown, element: Element) => void;

interface MountedIsland {
  readonly root: Root;
}

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

/** Hydrates the island's server HTML, or renders into an empty mount point. */
function startRoot(
  element: HTMLElement,
  tree: ReactNode,
  serverHtml: boolean,
  identifierPrefix: string,
): Root {
  const options = {
    identifierPrefix,
    // The boundary around the tree reports the error (our one message); React's own console
    // copy of a caught error would only repeat it.
    onCaughtError: () => {},
    onRecoverableError: (error: unknown) => {
      logError(
        element,
        'server HTML did not match the client render; it was re-rendered on the client.',
        error,
      );
    },
  };
  if (serverHtml) return hydrateRoot(element, tree, options);
  const root = createRoot(element, options);
  root.render(tree);
  return root;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function hasServerHtml(element: Element): boolean {
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
  );
}

const storeIn = (scope: ReturnType<ReturnType<typeof createProductScopes>['scopeOf']>) =>
  scope.ok ? scope.store : undefined;

/** `pressedBeforeStart`: island buttons pressed before the runtime started, made again once hydrated. */
export function createIslandManager(
  services: Services,
  registry: WidgetRegistry,
  reportError: IslandErrorReporter = () => {},
  pressedBeforeStart: readonly HTMLButtonElement[] = [],
) {
  const mounted = new Map<Element, MountedIsland>();
  /** Read once: the JSON child is taken out before hydration, so a remount reuses it. */
  const inputs = new WeakMap<Element, IslandInput | null>();
  /** Why each failed island failed, as logged (for Storefront.debug()). */
  const failed = new WeakMap<Element, string>();
  const pending = new WeakSet<Element>();
  const scopes = createProductScopes(services.currency);
  const hasTakenOver = (element: Element) => mounted.has(element) || failed.has(element);
  const earlyClicks = createEarlyClicks(hasTakenOver, document, pressedBeforeStart);
  const slicer = createTaskSlicer(HYDRATION_SLICE_MS);
  const firstTurn = firstTurnFor(services);
  let nextId = 0;

  function fail(element: Element, problem: string, cause?: unknown) {
    failed.set(element, problem);
    logError(element, problem, cause);
    reportError(cause ?? new Error(problem), element);
  }

  function readInput(element: HTMLElement): IslandInput | null {
    if (inputs.has(element)) return inputs.get(element) ?? null;
    const input = readIslandInput(element, (text) => fail(element, text));
    inputs.set(element, input);
    return input;
  }

  /**
   * Hydrates (or renders) the island. `fresh`: its product's facts changed since the server
   * rendered it (an island held back by the facts gate), so its server HTML is replaced, not
   * hydrated: hydrating it would report a mismatch that is no fault of the page.
   */
  async function mount(element: HTMLElement, { fresh = false }: { fresh?: boolean } = {}): Promise<void> {
    if (mounted.has(element) || failed.has(element) || pending.has(element)) return;
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    if (!registry.has(name)) {
      fail(element, `unknown island "${name}". Known islands: ${registry.names().join(', ')}.`);
      return;
    }
    pending.add(element);
    try {
      let widget: Awaited<ReturnType<WidgetRegistry['load']>>;
      try {
        widget = await registry.load(name);
        // Its words in the page's language (a no-op in English) before it renders a thing.
        await services.language.load(widget.strings);
      } catch (error) {
        // Caught where it happens: the island keeps its server HTML and the page goes on.
        fail(element, `${messageOf(error)}; the island keeps its server HTML.`, error);
        return;
      }
      // Hydration starts in tasks of its own, after start-up's, and a task that has hydrated
      // for HYDRATION_SLICE_MS lets the next island wait for a new one, so a list of fifty cards
      // never holds up a click (preact/compat hydrates within this call).
      await firstTurn();
      await slicer.slot();
      const input = readInput(element);
      if (!input || !element.isConnected) return;
      const scope = widget.scope === 'product' ? scopes.scopeOf(element) : undefined;
      if (scope?.ok === false) {
        fail(element, `${scope.problem}; the island keeps its server HTML.`);
        return;
      }
      let content: ReturnType<typeof widget.prepare>;
      try {
        content = widget.prepare({ attributes: input.attributes, json: input.json });
      } catch (error) {
        // IslandOptionsError names the option; anything else thrown is worded by its message too.
        fail(element, `invalid island options: ${messageOf(error)}; the island keeps its server HTML.`);
        return;
      }
      services.language.markIsland?.(element);
      const identifierPrefix = element.getAttribute(ID_PREFIX_ATTRIBUTE) ?? `sfc${nextId++}-`;
      // Read what the shopper already changed in the server HTML just before React takes it over.
      const serverHtml = !fresh && hasServerHtml(element);
      if (fresh) element.replaceChildren();
      const pendingInput = serverHtml ? capturePendingInput(element) : [];
      // What was chosen or typed first, then the press that was meant to act on it.
      const replayPendingInput = () => {
        for (const replay of pendingInput.splice(0)) replay();
        earlyClicks.replay(element);
      };
      const onRenderError = (error: unknown) => {
        fail(element, 'failed to render; the island keeps its server HTML.', error);
        // Unmount outside the runtime's commit, then put the server HTML back.
        queueMicrotask(() => {
          unmount(element);
          element.replaceChildren(...input.serverNodes.map((node) => node.cloneNode(true)));
        });
      };
      const tree = (
        <IslandErrorBoundary onError={onRenderError}>
          <IslandProvider services={services} product={scope?.ok ? scope.store : null}>
            <IslandRoot idPrefix={identifierPrefix} hydrating={serverHtml}>
              <CommitMark name={name} onCommit={replayPendingInput}>
                {content}
              </CommitMark>
            </IslandRoot>
          </IslandProvider>
        </IslandErrorBoundary>
      );
      mounted.set(element, { root: startRoot(element, tree, serverHtml, identifierPrefix) });
    } catch (error) {
      fail(element, 'could not be started.', error);
    } finally {
      pending.delete(element);
    }
  }

  function unmount(element: Element): void {
    const island = mounted.get(element);
    if (!island) return;
    mounted.delete(element);
    island.root.unmount();
  }

  return {
    mount,
    unmount,
    /** The product store an island inside a product container shares (undefined: none readable). */
    productStoreOf: (element: Element) => storeIn(scopes.scopeOf(element)),
    isMounted: (element: Element) => mounted.has(element),
    /** For Storefront.debug(): 'hydrated', 'loading', 'waiting' or why it failed. */
    stateOf: (element: Element) =>
      failed.get(element) ??
      (mounted.has(element) ? 'hydrated' : pending.has(element) ? 'loading' : 'waiting'),
    mountedElements: () => [...mounted.keys()],
    disconnect: () => earlyClicks.disconnect(),
  };
}

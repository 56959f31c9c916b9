// Hands one island's element to React: its own root, which hydrates the server HTML or renders
// into an empty (or refreshed) mount point. Render errors are caught by an error boundary of
// ours, not a root option, so React and preact/compat (which has no onUncaughtError) both let
// the manager put the server HTML back.
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ProductStore } from '../core/store/product-store.ts';
import type { Services } from '../core/store/services.ts';
import { logError } from './log.ts';
import { capturePendingInput } from './pending-input.ts';
import { IslandProvider, IslandRoot } from './registry.ts';

export const HYDRATED_MARK = 'storefront:hydrated';

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

function hasServerHtml(element: Element): boolean {
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === Node.ELEMENT_NODE || (node.textContent ?? '').trim() !== '',
  );
}

/**
 * Starts the island's root around its prepared content. `fresh`: its product's facts changed
 * since the server rendered it, so the server HTML is replaced, not hydrated. Parameters, not an
 * options object: property names survive minifying, and this is the page's first script.
 */
export function takeOver(
  element: HTMLElement,
  name: string,
  content: ReactNode,
  services: Services,
  product: ProductStore | null,
  fresh: boolean,
  identifierPrefix: string,
  replayEarlyClicks: () => void,
  onRenderError: (error: unknown) => void,
): Root {
  services.language.markIsland?.(element);
  // Read what the shopper already changed in the server HTML just before React takes it over.
  const serverHtml = !fresh && hasServerHtml(element);
  if (fresh) element.replaceChildren();
  const pendingInput = serverHtml ? capturePendingInput(element) : [];
  // What was chosen or typed first, then the press that was meant to act on it.
  const replayPendingInput = () => {
    for (const replay of pendingInput.splice(0)) replay();
    replayEarlyClicks();
  };
  const tree = (
    <IslandErrorBoundary onError={onRenderError}>
      <IslandProvider services={services} product={product}>
        <IslandRoot idPrefix={identifierPrefix} hydrating={serverHtml}>
          <CommitMark name={name} onCommit={replayPendingInput}>
            {content}
          </CommitMark>
        </IslandRoot>
      </IslandProvider>
    </IslandErrorBoundary>
  );
  return startRoot(element, tree, serverHtml, identifierPrefix);
}

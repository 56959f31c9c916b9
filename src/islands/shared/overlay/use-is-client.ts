// True once React runs in the browser: false during server rendering and during hydration's
// first pass (so server and client markup agree), true right away for a client-only render.
// Overlays use it to render their portals only on the client. The island root's hydrating flag
// decides in the browser (preact/compat ignores useSyncExternalStore's server snapshot); the
// server snapshot still answers where no island root is (renderToString in tests).
import { useSyncExternalStore } from 'react';
import { useHydrating } from '../island-root.tsx';

const subscribe = () => () => {};

export function useIsClient(): boolean {
  const hydrating = useHydrating();
  const client = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return client && !hydrating;
}

// True once React runs in the browser: false during server rendering and during hydration's
// first pass (so server and client markup agree), true right away for a client-only render.
// Overlays use it to render their portals only on the client.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

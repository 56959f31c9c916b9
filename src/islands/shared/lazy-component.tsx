// A component in a chunk of its own: the lazy primitive (core/base/lazy.ts) as React sees it.
// Once the chunk is in, the component renders directly (no suspension, no empty frame); before
// that, through React.lazy inside the caller's Suspense. Preloading is the chunk's own `preload`.
import { type ComponentType, lazy as reactLazy } from 'react';
import type { Lazy } from '../../core/base/lazy.ts';

export function lazyComponent<M, P extends object>(
  chunk: Lazy<M>,
  pick: (module: M) => ComponentType<P>,
): () => ComponentType<P> {
  const Suspending = reactLazy(() => chunk.load().then((module) => ({ default: pick(module) })));
  return () => {
    const module = chunk.loaded();
    return module ? pick(module) : Suspending;
  };
}

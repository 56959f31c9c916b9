// Lazy loading, written once (the shape of preact-iso's lazy.js): every chunk boundary of the
// bundle is one `lazy(() => import(…), name)`, named as the bundler names the chunk's file (the
// module's name), so the owner's console line points at the file the network panel shows. A chunk loads on its first use or on `preload`
// (intent, first sight), is tried once more at once when it fails (a flaky connection, a deploy
// swapping chunks), and is forgotten when both tries fail, so the next use starts again.

/** A chunk that could not be loaded, twice; its message names the chunk for the owner's console. */
export class ChunkError extends Error {
  override readonly name = 'ChunkError';
}

export interface Lazy<T> {
  /** The chunk's module, loaded once; rejects with ChunkError when both tries fail. */
  load(): Promise<T>;
  /** Starts loading ahead of need. A failure here is silent: the use that needs it reports it. */
  preload(): void;
  /** The module once it has loaded, so a render can use it with no suspension. */
  loaded(): T | undefined;
}

export function lazy<T>(importer: () => Promise<T>, name: string): Lazy<T> {
  let pending: Promise<T> | undefined;
  let module: T | undefined;
  const load = () =>
    (pending ??= importer()
      .catch((first: unknown) =>
        importer().catch(() => {
          // Forgotten: this is still the pending load (no other starts while one is pending).
          pending = undefined;
          throw new ChunkError(`the chunk "${name}" could not be loaded (tried twice)`, { cause: first });
        }),
      )
      .then((value) => (module = value)));
  return { load, preload: () => void load().catch(() => undefined), loaded: () => module };
}

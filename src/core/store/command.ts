// The command concept (like TanStack Query's mutation): a platform-backed action whose code is a
// chunk of its own, loaded once on first use or on intent, whose failures are worded once by
// failureWords, and which never rejects to its caller. Each command is one line of the manifest
// (commands.ts); the page's services are built from that manifest.
import type { KyInstance } from 'ky';
import { type Lazy, lazy } from '../base/lazy.ts';
import type { FailureContext } from '../domain/failure-words.ts';
import type { HttpLoader } from '../platform/lazy-http.ts';

/** A command saves something: its failure has the 'save' words (failure-words.ts). */
type SaveFailure = Extract<FailureContext, { doing: 'save' }>;

/**
 * The words for a failure, by failureWords. Its table is a chunk of its own, loaded only when a
 * command fails (the page's first script stays small); when even that cannot load, the visitor
 * is offline and the command's own words are what failureWords would say.
 */
const commandWords = lazy(() => import('./command-words.ts'), 'command-words');
const wordsFor = (error: unknown, context: SaveFailure): Promise<string> =>
  commandWords.load().then(
    (module) => module.commandFailureWords(error, context),
    () => context.fallback,
  );

/** What every command needs of its page: the one HTTP client. */
interface ClientDeps {
  readonly http: HttpLoader;
}

interface CommandSpec<Deps extends ClientDeps, Code, Args extends readonly unknown[], Result> {
  /** The command's code: a chunk of its own, loaded with the page's client on first use or intent. */
  readonly chunk: Lazy<Code>;
  /** One call with the loaded code; any rejection is a failure, worded by `failure`. */
  readonly run: (code: Code, client: KyInstance, deps: Deps, ...args: Args) => Promise<NoInfer<Result>>;
  /** What the visitor was doing, for failureWords (a failure to load the code included). */
  readonly failure: (deps: Deps, ...args: NoInfer<Args>) => SaveFailure;
  /** The caller's result for a failure, in the words failureWords chose. */
  readonly failed: (message: string) => Result;
}

export interface Command<Args extends readonly unknown[], Result> {
  /** Runs the command; never rejects (a failure resolves as the command's failed result). */
  run(...args: Args): Promise<Result>;
  /** Starts loading the command's code ahead of the call (on intent: hover, focus, first sight). */
  preload(): void;
}

/** A command for one page, built from its dependencies (the page's strings, client loader…). */
export function defineCommand<Deps extends ClientDeps, Code, Args extends readonly unknown[], Result>(
  spec: CommandSpec<Deps, Code, Args, Result>,
): (deps: Deps) => Command<Args, Result> {
  return (deps) => ({
    async run(...args) {
      try {
        const [code, client] = await Promise.all([spec.chunk.load(), deps.http()]);
        return await spec.run(code, client, deps, ...args);
      } catch (error) {
        return spec.failed(await wordsFor(error, spec.failure(deps, ...args)));
      }
    },
    // A failed preload is not the visitor's concern: the call tries again and says so.
    preload: () => {
      spec.chunk.preload();
      deps.http().catch(() => undefined);
    },
  });
}

/** A module of commands (the form commands): loaded once, its own commands never reject. */
export interface CommandModule<T> {
  /** The module; rejects only when its code cannot be loaded (tried again on the next call). */
  load(): Promise<T>;
  preload(): void;
}

export function defineCommandModule<Deps, T>(
  code: (deps: Deps) => Promise<T>,
  /** The module's name, for the owner's console when its code cannot be loaded. */
  name: string,
): (deps: Deps) => CommandModule<T> {
  return (deps) => lazy(() => code(deps), name);
}

/**
 * The commands of a page rendered on the server: rendering reads stores and words, never runs a
 * command, so calling one there is a bug and fails loudly, naming the call.
 */
export function commandsNotOnServer<T extends object>(names: readonly string[]): T {
  const notOnServer = (name: string) =>
    new Proxy(
      {},
      {
        get(_target, member) {
          if (typeof member === 'symbol' || member === 'then') return undefined;
          return () => {
            throw new Error(
              `[Storefront] services.${name}.${member}() was called while rendering on the server; commands run only in the browser`,
            );
          };
        },
      },
    );
  return Object.fromEntries(names.map((name) => [name, notOnServer(name)])) as T;
}

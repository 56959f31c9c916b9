// A mapped failure (what toPlatformError makes of a failed call) and what failureWords
// (failure-words.ts) reads of it, in a module of its own: the core recognises a failure
// (isMappedFailure) without carrying the words table, which goes whole into the lazy chunks that
// show them.
export type FailureKind = 'csrf' | 'rate-limit' | 'network' | 'timeout' | 'http' | 'invalid-response';

/** A mapped failure, as the platform's PlatformError carries it. */
export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
  readonly status?: number | undefined;
  readonly serverMessage?: string | undefined;
}

/** The platform's PlatformError (named so by its class), recognised without importing it. */
export const isMappedFailure = (error: unknown): error is Failure =>
  error instanceof Error &&
  error.name === 'PlatformError' &&
  typeof (error as unknown as Failure).kind === 'string';

const isRefusal = (failure: Failure) =>
  failure.kind === 'http' && failure.status !== undefined && failure.status >= 400 && failure.status < 500;

/** A refusal's own words (meant for the visitor); a 5xx body ('Internal Server Error') is not. */
export const refusalWords = (failure: Failure) => (isRefusal(failure) ? failure.serverMessage : undefined);

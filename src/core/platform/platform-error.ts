// A platform call's failure, mapped to the spec's error catalogue (errors.ts maps them). Its own
// module: the page's core checks for it without carrying ky and the mapping, which load with the
// first call.
import type { FailureKind } from '../domain/mapped-failure.ts';

export type PlatformErrorKind = FailureKind;

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    readonly status?: number | undefined,
    /** The server's own message, where it sent one. */
    readonly serverMessage?: string | undefined,
    /** A refused call's JSON body, read once where the failure was mapped (errors.ts). */
    readonly body?: Readonly<Record<string, unknown>> | undefined,
  ) {
    super(message);
  }
}

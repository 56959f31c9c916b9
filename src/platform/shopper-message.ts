// Which words a failed platform call shows: the server's own message for a client error (such
// as 409 out of stock), else the catalogue text `toPlatformError` chose for the failure.
import type { PlatformError } from './platform-error.ts';

export function shopperMessage(
  error: Pick<PlatformError, 'kind' | 'message' | 'status' | 'serverMessage'>,
): string {
  const clientError =
    error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
  // 5xx bodies ('Internal Server Error') are not meant for shoppers.
  return clientError && error.serverMessage ? error.serverMessage : error.message;
}

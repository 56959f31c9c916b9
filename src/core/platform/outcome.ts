// Did a failed write reach the platform? A write whose answer never arrived (network drop,
// timeout), whose server failed part-way (5xx) or whose answer could not be read may have been
// applied, so the cart must be re-read; a refusal (CSRF, 429, other 4xx) applied nothing.
import type { PlatformError } from './platform-error.ts';

/** True when a failed write may or may not have been applied: re-read, never re-send. */
export function isOutcomeUnknown(error: Pick<PlatformError, 'kind' | 'status'>): boolean {
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'invalid-response':
      return true;
    case 'http':
      return error.status === undefined || error.status >= 500;
    default:
      return false;
  }
}

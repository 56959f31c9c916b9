// The words a shopper sees for a failed command: the platform's mapped message (or its own text
// for a client error), else the catalogue's 'Please try again.' for anything unexpected.
import type { Strings } from '../domain/strings.ts';
import { PlatformError } from '../platform/platform-error.ts';
import { shopperMessage } from '../platform/shopper-message.ts';

export function failureText(error: unknown, strings: Pick<Strings, 'tryAgain'>): string {
  return error instanceof PlatformError ? shopperMessage(error) : strings.tryAgain;
}

// A failed command's words, by failureWords: a module only ever imported with import() (by
// command.ts), so the table loads only when a command fails, while the other callers import
// failure-words.ts statically.
import { type FailureContext, failureWords } from '../domain/failure-words.ts';

export function commandFailureWords(
  error: unknown,
  context: Extract<FailureContext, { doing: 'save' }>,
): string {
  return failureWords(error, context);
}

// The one place zod is configured. jitless keeps zod from compiling parsers with `new Function`,
// which a strict Content-Security-Policy (no 'unsafe-eval') would block.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };

/** Formats the first issue of a failed parse as "path: message" for console messages. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const path = issue.path.length > 0 ? issue.path.join('.') : '(root)';
  return `${path}: ${issue.message}`;
}

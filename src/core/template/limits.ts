// How much content text the helpers read (issue 33; docs/decisions.md "Input caps"). The spec
// gives no limit; a page's text, a comment or an excerpt is far below this. Past it the text is
// cut before any work, so one hostile field costs at most this much linear work.

/** Characters of content text a helper reads: 1,000,000 (about 1 MB of ASCII). */
export const MAX_TEXT_INPUT = 1_000_000;

/** `text` cut to MAX_TEXT_INPUT characters. */
export function capText(text: string): string {
  return text.length > MAX_TEXT_INPUT ? text.slice(0, MAX_TEXT_INPUT) : text;
}

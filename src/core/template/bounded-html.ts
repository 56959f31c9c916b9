// Untrusted HTML is tokenised with htmlparser2 (the sanitisers' pre-pass, the oEmbed allow-list),
// whose stack of open elements is an array it unshifts and searches: every tag costs as much as the
// elements still open, so '<b>'.repeat(n) costs n² (1 MB: 50 s on the server; 64 KB of a form's
// post-submit HTML held Chromium's main thread 1.4 s; issue 48 item 5). This is the one way to run
// it: the length is checked before a parser exists, and the parse stops the moment more elements
// are open than any real page nests, so no tag costs more than that and the whole parse is linear.
// A refusal is an HtmlRefused error; each caller does with it what it does with refused HTML.
import { type Handler, Parser, type ParserOptions } from 'htmlparser2';
import { MAX_TEXT_INPUT } from './limits.ts';

/** Characters of HTML a parse reads: the text helpers' cap (docs/decisions.md "Input caps"). */
export const MAX_HTML_INPUT = MAX_TEXT_INPUT;

/**
 * Elements open at once. Hand-written and editor HTML nests a few dozen deep; Chromium's own parser
 * stops nesting at 512.
 */
export const MAX_HTML_DEPTH = 256;

/** HTML a parse refused (too long or too deeply nested); its message says which. */
export class HtmlRefused extends Error {
  override readonly name = 'HtmlRefused';
}

/** Runs htmlparser2 over `html` with `handler`; throws HtmlRefused past either cap. */
export function parseBoundedHtml(html: string, handler: Partial<Handler>, options?: ParserOptions): void {
  if (html.length > MAX_HTML_INPUT)
    throw new HtmlRefused(`HTML of ${html.length} characters is over the ${MAX_HTML_INPUT} read`);
  // The parser's stack, counted: it grows with each tag name (void elements close at once) and
  // shrinks with each close, given or implied.
  let open = 0;
  const parser = new Parser(
    {
      ...handler,
      onopentagname(name) {
        open += 1;
        if (open > MAX_HTML_DEPTH)
          throw new HtmlRefused(`HTML nests more than ${MAX_HTML_DEPTH} elements deep`);
        handler.onopentagname?.(name);
      },
      onclosetag(name, isImplied) {
        open = Math.max(0, open - 1);
        handler.onclosetag?.(name, isImplied);
      },
    },
    options,
  );
  parser.write(html);
  parser.end();
}

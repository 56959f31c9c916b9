// Untrusted HTML minus its event-handler attributes, worked out without a DOM. Chromium checks an
// `on…` attribute against the page's Content-Security-Policy the moment any document of the page
// parses it (DOMParser, <template> and createHTMLDocument included), so a sanitiser that parses
// first and removes second leaves 'Executing inline event handler violates…' errors (and CSP
// reports) behind. This pass tokenises with htmlparser2 (as the server's oEmbed allow-list does) and
// writes the markup back without those attributes; the real sanitiser (DOMPurify) runs after it
// and stays the line of defence: this pass only keeps the handlers out of the browser's parser.
// The same holds for <style> elements, style attributes and <script>s (style-src-elem,
// style-src-attr and script reports from the sanitiser's inert document, issue 33 item 6): both
// sanitiser profiles remove them anyway, so they are dropped here, contents and all.
// It is the first parse of that HTML, so its caps (bounded-html.ts) keep the sanitiser after it
// from ever seeing HTML too long or too deep.
import { parseBoundedHtml } from './bounded-html.ts';
import { escapeHtml } from './html.ts';

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

// Elements dropped with their contents (raw text the browser's CSP checks), and void elements
// that load or configure something; neither sanitiser profile keeps any of them.
const DROPPED = new Set(['script', 'style']);
const DROPPED_VOID = new Set(['link', 'meta', 'base']);

// A name the browser reads the same way; anything odder is dropped rather than rewritten.
const PLAIN_NAME = /^[a-z][a-z0-9:._-]*$/;

/**
 * `html` without `on…` and style attributes, scripts, styles, comments or processing instructions;
 * otherwise the same markup. Throws HtmlRefused for HTML over the caps of bounded-html.ts.
 */
export function withoutEventHandlers(html: string): string {
  let out = '';
  let dropped = 0;
  parseBoundedHtml(
    html,
    {
      onopentag(name, attributes) {
        if (DROPPED.has(name)) dropped += 1;
        if (dropped > 0 || !PLAIN_NAME.test(name) || DROPPED_VOID.has(name)) return;
        out += `<${name}`;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on') || attribute === 'style' || !PLAIN_NAME.test(attribute)) continue;
          out += ` ${attribute}="${escapeHtml(value)}"`;
        }
        out += '>';
      },
      ontext(text) {
        if (dropped === 0) out += escapeHtml(text);
      },
      onclosetag(name) {
        if (DROPPED.has(name)) {
          dropped = Math.max(0, dropped - 1);
          return;
        }
        if (dropped > 0 || !PLAIN_NAME.test(name) || VOID_ELEMENTS.has(name)) return;
        out += `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  return out;
}

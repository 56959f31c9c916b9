// Untrusted HTML minus its event-handler attributes, worked out without a DOM. Chromium checks an
// `on…` attribute against the page's Content-Security-Policy the moment any document of the page
// parses it (DOMParser, <template> and createHTMLDocument included), so a sanitiser that parses
// first and removes second leaves 'Executing inline event handler violates…' errors (and CSP
// reports) behind. This pass tokenises with htmlparser2 (what sanitize-html is built on) and
// writes the markup back without those attributes; the real sanitiser (DOMPurify) runs after it
// and stays the line of defence: this pass only keeps the handlers out of the browser's parser.
import { Parser } from 'htmlparser2';
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

// Raw-text elements: htmlparser2 hands their content over undecoded, so it is written back as is.
const RAW_TEXT = new Set(['script', 'style']);

// A name the browser reads the same way; anything odder is dropped rather than rewritten.
const PLAIN_NAME = /^[a-z][a-z0-9:._-]*$/;

/** `html` without any `on…` attribute, comments or processing instructions; otherwise the same markup. */
export function withoutEventHandlers(html: string): string {
  let out = '';
  let rawText = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!PLAIN_NAME.test(name)) return;
        if (RAW_TEXT.has(name)) rawText += 1;
        out += `<${name}`;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on') || !PLAIN_NAME.test(attribute)) continue;
          out += ` ${attribute}="${escapeHtml(value)}"`;
        }
        out += '>';
      },
      ontext(text) {
        out += rawText > 0 ? text : escapeHtml(text);
      },
      onclosetag(name) {
        if (!PLAIN_NAME.test(name) || VOID_ELEMENTS.has(name)) return;
        if (RAW_TEXT.has(name)) rawText = Math.max(0, rawText - 1);
        out += `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

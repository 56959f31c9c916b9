// The page's CSP nonce on the template's own <script> and <style> tags, so a strict policy
// (script-src 'nonce-…') runs the builder's inline scripts and applies their styles. It is added
// to the template's text before it is parsed, never to the rendered page: markup that arrives in
// the page's data (a title, a post's body printed raw) gets no nonce, or the nonce would bless
// whatever a visitor managed to put there. A tag that has a nonce keeps its own; a script or
// style element's content is skipped, so a "<script" inside a script's string stays as written.
import { attributesHtml } from './html.ts';

const OPEN = /<(script|style)(?=[\s/>])/gi;
const HAS_NONCE = /(?:^|\s)nonce\s*=/i;
/** A CSP nonce's characters (base64-value): nothing the engine or an attribute could read otherwise. */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** True when `nonce` can be a CSP nonce (and so can be written into a template's text). */
export function isNonce(nonce: string): boolean {
  return NONCE.test(nonce);
}

/** `source` with `nonce` on every <script> and <style> tag that has none. */
export function withTemplateNonce(source: string, nonce: string | undefined): string {
  if (nonce === undefined || !isNonce(nonce)) return source;
  const lower = source.toLowerCase();
  const open = new RegExp(OPEN);
  let out = '';
  let at = 0;
  for (let match = open.exec(source); match; match = open.exec(source)) {
    const [start, name = ''] = match;
    // The tag's end found by indexOf, not by the pattern: no '>' left means no tag left (linear).
    const close = source.indexOf('>', match.index + start.length);
    if (close === -1) break;
    const attributes = source.slice(match.index + start.length, close);
    const closing = lower.indexOf(`</${name.toLowerCase()}`, close + 1);
    const next = closing === -1 ? source.length : closing;
    const tag = HAS_NONCE.test(attributes)
      ? `${start}${attributes}>`
      : `<${name}${attributesHtml({ nonce })}${attributes}>`;
    out += source.slice(at, match.index) + tag + source.slice(close + 1, next);
    at = next;
    open.lastIndex = next;
  }
  return out + source.slice(at);
}

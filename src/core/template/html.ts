// Escaping and tag stripping for text that came from content (untrusted).
import { own } from '../base/own.ts';
import { capText } from './limits.ts';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => own(ESCAPES, ch) ?? ch);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return own(NAMED_ENTITIES, name.toLowerCase()) ?? whole;
  });
}

const isLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
const isWordChar = (char: string) => isLetter(char) || (char >= '0' && char <= '9') || char === '_';
const isSpace = (char: string) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';

/** 'script' or 'style' when a tag of that name opens at `at` ('<script>', '<STYLE x>'). */
function codeTagAt(html: string, at: number): 'script' | 'style' | undefined {
  for (const name of ['script', 'style'] as const) {
    if (
      html.slice(at + 1, at + 1 + name.length).toLowerCase() === name &&
      !isWordChar(html.charAt(at + 1 + name.length))
    )
      return name;
  }
  return undefined;
}

/** Where `</name\s*>` ends (just past '>'), searching from `from`; -1 when it never closes. */
function closeTagEnd(html: string, name: string, from: number): number {
  for (let at = html.indexOf('</', from); at !== -1; at = html.indexOf('</', at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() !== name) continue;
    let end = at + 2 + name.length;
    while (isSpace(html.charAt(end))) end += 1;
    if (html.charAt(end) === '>') return end + 1;
  }
  return -1;
}

/**
 * Plain text from an HTML fragment: script and style contents dropped, tags removed, common
 * entities decoded, whitespace collapsed. The result is text, not HTML: escape it again to output.
 * One pass, linear in the input (issue 33: the regular expressions it replaces rescanned the rest
 * of the text at every unclosed '<', 3.8 s for '<script>'×20000); input past MAX_TEXT_INPUT is cut.
 */
export function stripHtml(input: string): string {
  const html = capText(input);
  const parts: string[] = [];
  // Once a search for a closing tag from some point has failed, a later one fails too.
  const neverClosedFrom = { script: Number.POSITIVE_INFINITY, style: Number.POSITIVE_INFINITY };
  let copied = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const next = html.charAt(at + 1) === '/' ? html.charAt(at + 2) : html.charAt(at + 1);
    if (!isLetter(next) && next !== '!') continue;
    const gt = html.indexOf('>', at);
    // No '>' anywhere after: no tag can end, the rest is text.
    if (gt === -1) break;
    let end = gt + 1;
    const code = codeTagAt(html, at);
    if (code && end < neverClosedFrom[code]) {
      const closed = closeTagEnd(html, code, end);
      if (closed === -1) neverClosedFrom[code] = end;
      else end = closed;
    }
    parts.push(html.slice(copied, at), ' ');
    copied = end;
    at = end - 1;
  }
  parts.push(html.slice(copied));
  return decodeEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

/**
 * `input` without its tags, as the template engine's `safe` formatter leaves it: from each '<' to
 * the next '>' is removed and nothing else changes (entities stay, the result is not escaped).
 * The engine's pattern, /<[^>]*?>/g, searches the rest of the text again at every '<' that no '>'
 * follows, so unclosed tags cost n² (24 KB: 223 ms, issue 48 item 5); this reads the text once.
 * Input past MAX_TEXT_INPUT is cut, as for the other text helpers.
 */
export function withoutTags(input: string): string {
  const text = capText(input);
  const parts: string[] = [];
  let copied = 0;
  for (let at = text.indexOf('<'); at !== -1; at = text.indexOf('<', copied)) {
    const gt = text.indexOf('>', at + 1);
    // No '>' after this '<': no tag can end, the rest is text.
    if (gt === -1) break;
    parts.push(text.slice(copied, at));
    copied = gt + 1;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

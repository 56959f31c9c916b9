// Escaping and tag stripping for text that came from content (untrusted).
import { own } from '../domain/own.ts';

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

/**
 * Plain text from an HTML fragment: script and style contents dropped, tags removed, common
 * entities decoded, whitespace collapsed. The result is text, not HTML: escape it again to output.
 */
export function stripHtml(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  const withoutTags = withoutCode.replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

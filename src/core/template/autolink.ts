// Auto-linking of handles, hashtags and URLs in content text (spec 9). The safe form is a list
// of segments that a renderer outputs as text nodes and <a> elements; `autolinkHtml` escapes
// every piece for places that need an HTML string.
import { HANDLE_URL_BASE, HASHTAG_URL_BASE } from '../domain/constants-template.ts';
import { escapeHtml } from './html.ts';
import { capText } from './limits.ts';

export type AutolinkSegment =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'link';
      readonly kind: 'url' | 'handle' | 'hashtag';
      readonly text: string;
      readonly href: string;
    };

/** Attributes every auto-link carries: a new window, without giving it a handle on this one. */
export const AUTOLINK_TARGET = '_blank';
export const AUTOLINK_REL = 'noopener noreferrer';

// One pass over the text; the URL alternative comes first so handles and hashtags inside a URL
// stay part of it. Handles and hashtags must not follow a word character, '@', '#', '&' or '/'
// (which keeps e-mail addresses, '&#39;' entities and paths as text). A hashtag needs a letter.
// url-rule: this finds URLs in text; whether one may be a link is the URL parser's (safeHttpUrl).
const TOKEN =
  /(?<![\p{L}\p{N}_])(https?:\/\/[^\s<>"'`]+)|(?<![\p{L}\p{N}_@#&/.])@([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_@])|(?<![\p{L}\p{N}_@#&/])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/giu;

const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '*']);

function count(text: string, char: string): number {
  let n = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) n += 1;
  return n;
}

/**
 * Drops trailing punctuation and a closing bracket without its opening one from a URL match.
 * Brackets are counted once and the end moves left, so this is linear in the match (issue 33:
 * recounting per character took 28 s for 'http://a' + ')'×20000).
 */
function trimUrl(candidate: string): string {
  const open = { ')': count(candidate, '('), ']': count(candidate, '[') };
  const close = { ')': count(candidate, ')'), ']': count(candidate, ']') };
  let end = candidate.length;
  while (end > 0) {
    const last = candidate.charAt(end - 1);
    if (TRAILING_PUNCTUATION.has(last)) end -= 1;
    else if ((last === ')' || last === ']') && open[last] < close[last]) {
      close[last] -= 1;
      end -= 1;
    } else break;
  }
  return candidate.slice(0, end);
}

/** The URL when it parses as an absolute http(s) URL; undefined otherwise. */
function safeHttpUrl(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Splits text into plain text and link segments. Only http(s) URLs become links. */
export function autolink(text: string | null | undefined): readonly AutolinkSegment[] {
  const source = capText(text ?? '');
  const segments: AutolinkSegment[] = [];
  let plain = '';
  let index = 0;
  const flush = () => {
    if (plain !== '') segments.push({ type: 'text', text: plain });
    plain = '';
  };
  for (const match of source.matchAll(TOKEN)) {
    const [whole, rawUrl, handle, hashtag] = match;
    let linkText = whole;
    let href: string | undefined;
    let kind: 'url' | 'handle' | 'hashtag' = 'url';
    if (rawUrl !== undefined) {
      linkText = trimUrl(rawUrl);
      href = safeHttpUrl(linkText);
    } else if (handle !== undefined) {
      kind = 'handle';
      href = `${HANDLE_URL_BASE}${handle}`;
    } else if (hashtag !== undefined) {
      kind = 'hashtag';
      href = `${HASHTAG_URL_BASE}${encodeURIComponent(hashtag)}`;
    }
    plain += source.slice(index, match.index);
    index = match.index;
    if (href === undefined || linkText === '') continue;
    flush();
    segments.push({ type: 'link', kind, text: linkText, href });
    index = match.index + linkText.length;
  }
  plain += source.slice(index);
  flush();
  return segments;
}

/** The auto-linked text as HTML: every text piece and attribute value is escaped. */
export function autolinkHtml(text: string | null | undefined): string {
  return autolink(text)
    .map((segment) =>
      segment.type === 'text'
        ? escapeHtml(segment.text)
        : `<a href="${escapeHtml(segment.href)}" target="${AUTOLINK_TARGET}" rel="${AUTOLINK_REL}">${escapeHtml(segment.text)}</a>`,
    )
    .join('');
}

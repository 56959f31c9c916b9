// The allow-list's reading of markup (fragments.test.ts has the policy's cases): what the
// tokeniser sees is what a browser sees, and nothing of the input is copied through unread.
import { describe, expect, it } from 'vitest';
import { sanitizeOembedHtml } from './oembed-html.ts';

const PLAYER = 'https://www.youtube.com/embed/x';

describe('sanitizeOembedHtml reads markup as a browser does', () => {
  it.each([
    // upper case names, unquoted values, an unclosed iframe (closed for it)
    [`<IFRAME SRC=${PLAYER} WIDTH=1>`, `<iframe src="${PLAYER}" width="1"></iframe>`],
    // an iframe's content is raw text, so an iframe inside one is text and goes
    [
      `<iframe src="${PLAYER}"><iframe src="${PLAYER}"></iframe></iframe>`,
      `<iframe src="${PLAYER}"></iframe>`,
    ],
    // the first of two src attributes counts, as in the browser
    [`<iframe src="https://evil.example/" src="${PLAYER}"></iframe>`, ''],
    // values are decoded once and escaped again; no quote breaks out of its attribute
    [
      `<iframe src="${PLAYER}?a=1&amp;b=2" title='"><script>alert(1)</script>'></iframe>`,
      `<iframe src="${PLAYER}?a=1&amp;b=2" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`,
    ],
    // an iframe inside a comment, a script or a textarea is not markup
    [`<!-- <iframe src="${PLAYER}"></iframe> -->`, ''],
    [`<script><iframe src="${PLAYER}"></iframe></script>`, ''],
    [`<textarea><iframe src="${PLAYER}"></iframe></textarea>`, ''],
    // the host is the URL parser's, as the browser's: backslashes and a user part do not fool it
    ['<iframe src="https://evil.example\\@www.youtube.com/"></iframe>', ''],
    ['<iframe src="https://www.youtube.com@evil.example/"></iframe>', ''],
  ])('%j -> %j', (html, expected) => {
    expect(sanitizeOembedHtml(html)).toBe(expected);
  });
});

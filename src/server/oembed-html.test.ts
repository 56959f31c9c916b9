// The allow-list's reading of markup (fragments.test.ts has the policy's cases): what the
// tokeniser sees is what a browser sees, and nothing of the input is copied through unread.
import { describe, expect, it } from 'vitest';
import { MAX_HTML_DEPTH, MAX_HTML_INPUT } from '../core/template/bounded-html.ts';
import { createErrorCollector } from '../core/template/errors.ts';
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

// Issue 48 item 5: '<b>'.repeat(n) made this parse n² (1 MB: 13.8 s). Past a cap the embed is
// refused like a foreign player ('' and the video's link instead) and the refusal is reported.
describe('sanitizeOembedHtml caps its parse', () => {
  const player = `<iframe src="${PLAYER}"></iframe>`;

  it('keeps a player nested as deep as the cap', () => {
    expect(sanitizeOembedHtml(`${'<div>'.repeat(MAX_HTML_DEPTH - 1)}${player}`)).toBe(player);
  });

  it.each([
    ['nested deeper than the cap', `${'<div>'.repeat(MAX_HTML_DEPTH)}${player}`, 'elements deep'],
    ['longer than the cap', `${player}${' '.repeat(MAX_HTML_INPUT)}`, 'characters'],
  ])('refuses embed HTML %s, and says so', (_case, html, reason) => {
    const collector = createErrorCollector();
    expect(sanitizeOembedHtml(html, collector)).toBe('');
    expect(collector.errors()).toEqual([
      {
        kind: 'bad-input',
        message: expect.stringMatching(new RegExp(`^oEmbed player left out: .*${reason}`)),
      },
    ]);
  });
});

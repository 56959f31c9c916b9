import { describe, expect, it } from 'vitest';
import { type AutolinkSegment, autolink, autolinkHtml } from './autolink.ts';

const t = (text: string): AutolinkSegment => ({ type: 'text', text });
const url = (text: string, href = text): AutolinkSegment => ({ type: 'link', kind: 'url', text, href });
const handle = (name: string): AutolinkSegment => ({
  type: 'link',
  kind: 'handle',
  text: `@${name}`,
  href: `https://twitter.com/${name}`,
});
const tag = (name: string, encoded = name): AutolinkSegment => ({
  type: 'link',
  kind: 'hashtag',
  text: `#${name}`,
  href: `https://twitter.com/hashtag/${encoded}`,
});

describe('autolink', () => {
  it.each<[string, AutolinkSegment[]]>([
    ['', []],
    ['plain text', [t('plain text')]],
    // URLs
    ['see https://example.com/a?b=1&c=2 now', [t('see '), url('https://example.com/a?b=1&c=2'), t(' now')]],
    ['http://example.com', [url('http://example.com', 'http://example.com/')]],
    ['Visit https://example.com.', [t('Visit '), url('https://example.com', 'https://example.com/'), t('.')]],
    ['(https://example.com/x)', [t('('), url('https://example.com/x'), t(')')]],
    ['https://en.wikipedia.org/wiki/Foo_(bar)', [url('https://en.wikipedia.org/wiki/Foo_(bar)')]],
    ['https://example.com/#top', [url('https://example.com/#top')]],
    ['HTTPS://EXAMPLE.COM/A', [url('HTTPS://EXAMPLE.COM/A', 'https://example.com/A')]],
    // only http(s): other schemes stay text
    ['javascript:alert(1)', [t('javascript:alert(1)')]],
    ['ftp://example.com/file', [t('ftp://example.com/file')]],
    ['data:text/html,<script>', [t('data:text/html,<script>')]],
    ['https://', [t('https://')]],
    // handles
    ['@alice hi', [handle('alice'), t(' hi')]],
    ['hi @bob_99!', [t('hi '), handle('bob_99'), t('!')]],
    ['(@carol)', [t('('), handle('carol'), t(')')]],
    ['mail me at ann@example.com', [t('mail me at ann@example.com')]],
    ['@a_name_too_long_for_twitter', [t('@a_name_too_long_for_twitter')]],
    ['@@double', [t('@@double')]],
    // hashtags
    ['#summer sale', [tag('summer'), t(' sale')]],
    ['Go #Team2024!', [t('Go '), tag('Team2024'), t('!')]],
    ['#café', [tag('café', 'caf%C3%A9')]],
    ['issue #42', [t('issue #42')]],
    ['a#b and &#39; entity', [t('a#b and &#39; entity')]],
    // mixed, and tokens inside a URL stay part of it
    [
      '@shop: new #drops at https://shop.example/x?tag=#a @ 5',
      [handle('shop'), t(': new '), tag('drops'), t(' at '), url('https://shop.example/x?tag=#a'), t(' @ 5')],
    ],
    ['https://example.com/@user/#tag', [url('https://example.com/@user/#tag')]],
  ])('%j', (input, expected) => {
    expect(autolink(input)).toEqual(expected);
  });

  it.each([[null], [undefined]])('%s -> no segments', (input) => {
    expect(autolink(input)).toEqual([]);
  });

  it('keeps all the text, in order', () => {
    const input = 'Hi @a, see https://x.example/p?q=1. #tag & <b>bold</b>';
    expect(
      autolink(input)
        .map((s) => s.text)
        .join(''),
    ).toBe(input);
  });
});

describe('autolinkHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [
      'see https://example.com/a?b=1&c=2',
      'see <a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">https://example.com/a?b=1&amp;c=2</a>',
    ],
    ['@ann', '<a href="https://twitter.com/ann" target="_blank" rel="noopener noreferrer">@ann</a>'],
    ['#tag', '<a href="https://twitter.com/hashtag/tag" target="_blank" rel="noopener noreferrer">#tag</a>'],
    // quotes end a URL, so they cannot break out of the attribute
    [
      'https://example.com/"onmouseover="alert(1)',
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">https://example.com/</a>&quot;onmouseover=&quot;alert(1)',
    ],
    [
      'https://example.com/<img src=x onerror=alert(1)>',
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">https://example.com/</a>&lt;img src=x onerror=alert(1)&gt;',
    ],
    ['javascript:alert(1)', 'javascript:alert(1)'],
  ])('%j -> %s', (input, expected) => {
    expect(autolinkHtml(input)).toBe(expected);
  });
});

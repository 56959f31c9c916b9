import { describe, expect, it } from 'vitest';
import { HOSTILE_URLS } from '../../test/hostile-urls.ts';
import { SERVER_PAGE, safeMediaUrl, safeSrcSet, safeUrl } from './safe-url.ts';

const PAGE = 'https://shop.example/products/tee/';

describe('safeUrl', () => {
  it.each([
    ['/thanks/', '/thanks/'],
    ['thanks', 'thanks'],
    ['  /cart/  ', '/cart/'],
    ['https://elsewhere.example/x?y=1', 'https://elsewhere.example/x?y=1'],
    ['http://elsewhere.example/', 'http://elsewhere.example/'],
    ['HTTPS://SHOP.EXAMPLE/', 'HTTPS://SHOP.EXAMPLE/'],
    ['//cdn.example/page', '//cdn.example/page'],
    ['\\\\cdn.example/page', '\\\\cdn.example/page'],
    ['?page=2', '?page=2'],
    ['#top', '#top'],
    ['ht\ttps://shop.example/a', 'https://shop.example/a'],
    // Entity-encoded in data that is not HTML: just characters of a relative path, printed escaped.
    ['java&#9;script:alert(1)', 'java&#9;script:alert(1)'],
    ['java&#x09;script:alert(1)', 'java&#x09;script:alert(1)'],
  ])('follows %j as %j', (raw, expected) => {
    expect(safeUrl(raw, PAGE)).toBe(expected);
  });

  it('reads what it returns as the browser does: an http(s) or same-origin address', () => {
    for (const raw of ['java&#9;script:alert(1)', '\\\\cdn.example/page', '//cdn.example/page']) {
      const url = new URL(safeUrl(raw, PAGE) ?? 'about:blank', PAGE);
      expect(url.protocol).toMatch(/^https:$/);
    }
  });

  it.each([
    ...HOSTILE_URLS,
    'mailto:owner@example.com',
    'tel:+123',
    'ftp://files.example/',
    '',
    '   ',
    '\t\n',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, PAGE)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    for (const raw of [undefined, null, 42, {}, ['/cart/']]) expect(safeUrl(raw, PAGE)).toBeUndefined();
  });

  it('follows a blob address of the page own origin (same-origin)', () => {
    expect(safeUrl('blob:https://shop.example/1234', PAGE)).toBe('blob:https://shop.example/1234');
  });

  it('allows mailto: and tel: only where a link is meant for them', () => {
    expect(safeUrl('mailto:owner@example.com', PAGE, ['mailto:', 'tel:'])).toBe('mailto:owner@example.com');
    expect(safeUrl('TEL:+123', PAGE, ['mailto:', 'tel:'])).toBe('TEL:+123');
    for (const raw of HOSTILE_URLS) expect(safeUrl(raw, PAGE, ['mailto:', 'tel:'])).toBeUndefined();
  });

  it('reads relative addresses against a placeholder page on the server', () => {
    expect(safeUrl('/blog/post')).toBe('/blog/post');
    expect(safeUrl('https://cdn.example/a')).toBe('https://cdn.example/a');
    for (const raw of HOSTILE_URLS) expect(safeUrl(raw, SERVER_PAGE)).toBeUndefined();
  });
});

describe('safeMediaUrl and safeSrcSet', () => {
  it.each(['/a.png', 'a.png', 'https://cdn.example/a.png', 'data:image/png;base64,AAAA'])(
    '%j loads',
    (src) => {
      expect(safeMediaUrl(src)).toBe(src);
    },
  );
  it.each(HOSTILE_URLS.filter((raw) => !raw.toLowerCase().startsWith('data:')))('%j does not', (src) => {
    expect(safeMediaUrl(src)).toBeUndefined();
  });
  it('checks every srcset candidate', () => {
    expect(safeSrcSet('/a.png 1x, javascript:alert(1) 2x')).toBe(false);
    expect(safeSrcSet('/a.png 1x, \u0001javascript:alert(1) 2x')).toBe(false);
    expect(safeSrcSet('/a.png 1x, /b.png 2x')).toBe(true);
  });
});

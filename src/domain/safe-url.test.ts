import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.ts';

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
    ['?page=2', '?page=2'],
    ['#top', '#top'],
  ])('follows %j', (raw, expected) => {
    expect(safeUrl(raw, PAGE)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:owner@example.com',
    'ftp://files.example/',
    'blob:https://elsewhere.example/1234',
    'http://[::1',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, PAGE)).toBeUndefined();
  });

  it('refuses what is not text', () => {
    for (const raw of [undefined, null, 42, {}, ['/cart/']]) expect(safeUrl(raw, PAGE)).toBeUndefined();
  });

  it('follows a blob address of the page own origin (same-origin)', () => {
    expect(safeUrl('blob:https://shop.example/1234', PAGE)).toBe('blob:https://shop.example/1234');
  });
});

import { describe, expect, it } from 'vitest';
import { formatIcu } from './icu.ts';

describe('formatIcu (intl-messageformat)', () => {
  it('fills a simple argument', () => {
    expect(formatIcu('Only {qtyInStock} left!', { qtyInStock: 3 }, 'en-US')).toEqual({
      ok: true,
      text: 'Only 3 left!',
    });
  });
  it('plural with =n, one, other and #', () => {
    const message = '{qtyInStock, plural, =1 {Last one!} one {# left} other {Only # left!}}';
    expect(formatIcu(message, { qtyInStock: 1 }, 'en-US')).toEqual({ ok: true, text: 'Last one!' });
    expect(formatIcu(message, { qtyInStock: 4 }, 'en-US')).toEqual({ ok: true, text: 'Only 4 left!' });
  });
  it('plural rules follow the locale', () => {
    const message = '{n, plural, one {# Stück} other {# Stücke}}';
    expect(formatIcu(message, { n: 1 }, 'de-DE')).toEqual({ ok: true, text: '1 Stück' });
    expect(formatIcu(message, { n: 1200 }, 'de-DE')).toEqual({ ok: true, text: '1.200 Stücke' });
  });
  it('select', () => {
    const message = '{size, select, L {Large: {qtyInStock} left} other {{qtyInStock} left}}';
    expect(formatIcu(message, { size: 'L', qtyInStock: 2 }, 'en-US')).toEqual({
      ok: true,
      text: 'Large: 2 left',
    });
    expect(formatIcu(message, { size: 'S', qtyInStock: 2 }, 'en-US')).toEqual({ ok: true, text: '2 left' });
  });
  it('number format of the count', () => {
    expect(formatIcu('{qtyInStock, number} left', { qtyInStock: 12345 }, 'en-US')).toEqual({
      ok: true,
      text: '12,345 left',
    });
  });
  it('angle brackets are text, never tags: markup comes out as the same characters', () => {
    const markup = '<img src=x onerror="alert(1)"><b>Only</b> {qtyInStock} left <3';
    expect(formatIcu(markup, { qtyInStock: 2 }, 'en-US')).toEqual({
      ok: true,
      text: '<img src=x onerror="alert(1)"><b>Only</b> 2 left <3',
    });
  });
  it('a malformed message or a missing value is reported, never thrown', () => {
    expect(formatIcu('Only {qtyInStock left', { qtyInStock: 1 }, 'en-US').ok).toBe(false);
    expect(formatIcu('Only {count} left', { qtyInStock: 1 }, 'en-US').ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { brightness, colorWeight, hslColor, isBright, parseHexColor } from './colors.ts';
import { createErrorCollector } from './errors.ts';

describe('parseHexColor', () => {
  it.each([
    ['#fff', 0xffffff],
    ['abc', 0xaabbcc],
    ['#ABCDEF', 0xabcdef],
    ['000000', 0],
    ['#12', undefined],
    ['1234', undefined],
    ['12345', undefined],
    ['#1234567', undefined],
    ['#ggg', undefined],
    ['##fff', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j -> %s', (hex, expected) => {
    expect(parseHexColor(hex)).toBe(expected);
  });
});

describe('colorWeight', () => {
  it.each([
    // 3 and 6 digits
    ['#fff', 'light'],
    ['#000', 'dark'],
    ['#ffffff', 'light'],
    ['#000000', 'dark'],
    // the split at half of 0xFFFFFF (0x7FFFFF)
    ['#7fffff', 'dark'],
    ['#800000', 'light'],
    ['7ff', 'dark'],
    ['#888', 'light'],
    // 2, 4, 5 and 7 digits are not colours
    ['#ff', ''],
    ['#ffff', ''],
    ['#fffff', ''],
    ['#fffffff', ''],
    ['red', ''],
    [undefined, ''],
  ])('%j -> %j', (hex, expected) => {
    expect(colorWeight(hex)).toBe(expected);
  });

  it('reports what is not a colour', () => {
    const collector = createErrorCollector();
    colorWeight('#ffff', collector);
    expect(collector.errors()).toEqual([{ kind: 'bad-input', message: 'not a hex colour: "#ffff"' }]);
  });
});

describe('isBright', () => {
  it.each([
    ['#ffffff', true],
    ['#000000', false],
    // grey levels either side of 0.65 (165.75 of 255)
    ['#a6a6a6', true],
    ['#a5a5a5', false],
    // green weighs most, blue least
    ['#00ff00', false],
    ['#ffff00', true],
    ['#0000ff', false],
    ['#fff', true],
    ['#ff', false],
    ['#ffff', false],
    ['#fffffff', false],
  ])('%j -> %s', (hex, expected) => {
    expect(isBright(hex)).toBe(expected);
  });

  it('gives the brightness it compares', () => {
    expect(brightness('#ffffff')).toBe(1);
    expect(brightness('#000')).toBe(0);
    expect(brightness('#ff0000')).toBeCloseTo(0.299, 6);
    expect(brightness('nope')).toBeUndefined();
  });
});

describe('hslColor', () => {
  it.each([
    [[0, 0, 0], 'hsl(0, 0%, 0%)'],
    [[360, 1, 1], 'hsl(360, 100%, 100%)'],
    [[210, 0.5, 0.25], 'hsl(210, 50%, 25%)'],
    [[120, 0.333, 0.6667], 'hsl(120, 33.3%, 66.67%)'],
    [[210, 0.5, 0.25, 0], 'hsla(210, 50%, 25%, 0)'],
    [[210, 0.5, 0.25, 1], 'hsla(210, 50%, 25%, 1)'],
    [[210, 0.5, 0.25, 0.5], 'hsla(210, 50%, 25%, 0.5)'],
    [[210, 0.5, 0.25, null], 'hsl(210, 50%, 25%)'],
    // hue, saturation, lightness and alpha are rounded to two decimals, trailing zeros dropped
    [[210.123456, 0.123456, 0.987654], 'hsl(210.12, 12.35%, 98.77%)'],
    [[359.999, 0.5, 0.5, 0.33333], 'hsla(360, 50%, 50%, 0.33)'],
    [[12.5, 0.5, 0.5, 0.125], 'hsla(12.5, 50%, 50%, 0.13)'],
    [[0.001, 0.5, 0.5, 0.999], 'hsla(0, 50%, 50%, 1)'],
  ] as const)('%j -> %s', ([h, s, l, a], css) => {
    expect(hslColor(h, s, l, a)).toEqual({ ok: true, css });
  });

  const H = 'Hue out of bounds. ';
  const S = 'Saturation out of bounds. ';
  const L = 'Lightness out of bounds. ';
  const A = 'Alpha out of bounds.';
  it.each([
    // each bound alone, either side (the engine follows every message but alpha with a space)
    [[-0.01, 0.5, 0.5], H],
    [[360.01, 0.5, 0.5], H],
    [[10, -0.01, 0.5], S],
    [[10, 1.01, 0.5], S],
    [[10, 0.5, -0.01], L],
    [[10, 0.5, 1.01], L],
    [[10, 0.5, 0.5, -0.01], A],
    [[10, 0.5, 0.5, 1.01], A],
    [[10, 0.5, 0.5, Number.NaN], A],
    // combined: every message, in the order hue, saturation, lightness, alpha
    [[400, 2, 0.5], H + S],
    [[400, 0.5, 2], H + L],
    [[10, 2, 2], S + L],
    [[400, 0.5, 0.5, 2], H + A],
    [[10, 0.5, -1, 2], L + A],
    [[400, 2, 2], H + S + L],
    [
      [400, 2, 2, 2],
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    ],
    [[-1, -1, -1, -1], H + S + L + A],
    // missing wins over out of bounds
    [[undefined, 0.5, 0.5], 'Missing an H/S/L value.'],
    [[10, null, 0.5], 'Missing an H/S/L value.'],
    [[10, 0.5, Number.NaN], 'Missing an H/S/L value.'],
    [[400, 0.5, undefined, 2], 'Missing an H/S/L value.'],
  ] as const)('%j -> %j', ([h, s, l, a], error) => {
    expect(hslColor(h, s, l, a)).toEqual({ ok: false, error });
  });

  it('reports each bounds problem', () => {
    const collector = createErrorCollector();
    hslColor(400, 2, 0.5, 3, { collector });
    expect(collector.errors()).toEqual([
      { kind: 'bad-input', message: 'Hue out of bounds.' },
      { kind: 'bad-input', message: 'Saturation out of bounds.' },
      { kind: 'bad-input', message: 'Alpha out of bounds.' },
    ]);
  });
});

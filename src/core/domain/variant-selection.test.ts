import { describe, expect, it } from 'vitest';
import { resolveStrings } from '../words/strings.ts';
import { product } from './buy-flow-fixtures.test-helper.ts';
import { ProductType } from './product.ts';
import {
  listSeparator,
  matchingVariant,
  missingOptions,
  missingOptionsMessage,
  soldOutValues,
} from './variant-selection.ts';

const strings = resolveStrings();
const INF = Number.POSITIVE_INFINITY;

const tee = product({
  variantSpecs: [
    { attributes: { Size: 'S', Colour: 'Oat' }, stock: 6 },
    { attributes: { Size: 'M', Colour: 'Oat' }, stock: 0 },
    { attributes: { Size: 'S', Colour: 'Charcoal' }, stock: INF },
    { attributes: { Size: 'M', Colour: 'Charcoal' }, stock: 0 },
  ],
});

describe('missingOptionsMessage', () => {
  it.each([
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Colour'], 'Please select the Size and Colour options.'],
    [['Size', 'Colour', 'Fit'], 'Please select the Size, Colour, and Fit options.'],
    [['A', 'B', 'C', 'D'], 'Please select the A, B, C, and D options.'],
    [[], ''],
  ])('%j -> %s', (names, expected) => {
    expect(missingOptionsMessage(names, strings)).toBe(expected);
  });

  it('separates the names as the page locale lists them (Intl.ListFormat)', async () => {
    const ja = (await import('../words/strings-ja/main.ts')).default;
    expect(missingOptionsMessage(['サイズ', 'カラー', '素材'], ja, 'ja-JP')).toBe(
      'サイズ、カラー、素材を選択してください。',
    );
    expect(listSeparator('ja')).toBe('、');
    expect(listSeparator('en-US')).toBe(', ');
  });
});

describe('missingOptionsMessage in Hebrew (issue 49 item 8)', () => {
  it.each([
    [['Size', 'Colour'], 'יש לבחור Size ו-Colour.'],
    [['מידה', 'צבע'], 'יש לבחור מידה וצבע.'],
    [['מידה', 'Colour'], 'יש לבחור מידה ו-Colour.'],
    [['Colour', 'מידה'], 'יש לבחור Colour ומידה.'],
    [['מידה', '3'], 'יש לבחור מידה ו-3.'],
    [['Size', 'Colour', 'Fit'], 'יש לבחור Size, Colour ו-Fit.'],
    [['מידה', 'צבע', 'גזרה'], 'יש לבחור מידה, צבע וגזרה.'],
  ])(
    '%j -> %s: the conjunction takes a hyphen only before a word that is not Hebrew',
    async (names, expected) => {
      const he = (await import('../words/strings-he/main.ts')).default;
      const message = missingOptionsMessage(names, he, 'he-IL');
      expect(message).toBe(expected);
      // As the language's own list pattern joins them.
      expect(message).toBe(`יש לבחור ${new Intl.ListFormat('he').format(names)}.`);
    },
  );

  it('leaves a ו inside a word of the template alone', () => {
    const words = { ...strings, selectTwoOptions: 'בחרו {option1} או{option2}' };
    expect(missingOptionsMessage(['Size', 'Colour'], words, 'he-IL')).toBe('בחרו Size אוColour');
  });
});

describe('missingOptions', () => {
  it.each([
    [{}, ['Size', 'Colour']],
    [{ Colour: 'Oat' }, ['Size']],
    [{ Size: 'S', Colour: 'Oat' }, []],
  ])('%j -> %j (merchant order)', (selected, expected) => {
    expect(missingOptions(tee, selected)).toEqual(expected);
  });
});

describe('matchingVariant', () => {
  it.each([
    [{ Size: 'S', Colour: 'Oat' }, 'v1'],
    [{ Size: 'M', Colour: 'Charcoal' }, 'v4'],
    [{ Size: 'S' }, undefined],
    [{ Size: 'L', Colour: 'Oat' }, undefined],
  ])('%j -> %s', (selected, id) => {
    expect(matchingVariant(tee, selected)?.id).toBe(id);
  });

  it('a product without options has its single variant', () => {
    expect(matchingVariant(product(), {})?.id).toBe('v1');
  });

  it('a combination with no variant matches nothing', () => {
    const partial = product({
      variantSpecs: [
        { attributes: { Size: 'S', Colour: 'Oat' } },
        { attributes: { Size: 'M', Colour: 'Red' } },
      ],
    });
    expect(matchingVariant(partial, { Size: 'S', Colour: 'Red' })).toBeUndefined();
  });
});

describe('soldOutValues', () => {
  it.each([
    ['Size, nothing else chosen', {}, 'Size', ['M']],
    ['Colour, nothing else chosen', {}, 'Colour', []],
    ['Colour once S is chosen', { Size: 'S' }, 'Colour', []],
    ['Colour once M is chosen', { Size: 'M' }, 'Colour', ['Oat', 'Charcoal']],
    ['Size once Oat is chosen (its own choice is ignored)', { Size: 'S', Colour: 'Oat' }, 'Size', ['M']],
  ])('%s', (_name, selected, option, expected) => {
    expect([...soldOutValues(tee, selected, option)]).toEqual(expected);
  });

  it('marks follow the other choices: M is not struck once Oat is chosen and M / Oat is in stock', () => {
    const shirt = product({
      variantSpecs: [
        { attributes: { Size: 'M', Colour: 'Oat' }, stock: 12 },
        { attributes: { Size: 'M', Colour: 'Charcoal' }, stock: 0 },
      ],
    });
    expect([...soldOutValues(shirt, { Colour: 'Charcoal' }, 'Size')]).toEqual(['M']);
    expect([...soldOutValues(shirt, { Size: 'M', Colour: 'Oat' }, 'Size')]).toEqual([]);
    expect([...soldOutValues(shirt, { Colour: 'Oat' }, 'Size')]).toEqual([]);
  });

  it('digital products and gift cards never mark values sold out', () => {
    for (const type of [ProductType.DIGITAL, ProductType.GIFT_CARD]) {
      const card = product({ type, variantSpecs: [{ attributes: { Amount: '$25' }, stock: 0 }] });
      expect(soldOutValues(card, {}, 'Amount').size).toBe(0);
    }
  });
});

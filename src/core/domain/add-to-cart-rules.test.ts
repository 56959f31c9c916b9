import { describe, expect, it } from 'vitest';
import { resolveStrings } from '../words/strings.ts';
import { addToCartErrorTitle, addToCartLabel, checkAddToCart, hasStockForForm } from './add-to-cart-rules.ts';
import {
  ADDED_CLEAR_MS,
  ADDED_DELAY_MS,
  FAILURE_RESET_MS,
  POPOVER_ANCHOR_OFFSET_PX,
  POPOVER_DURATION_MS,
  POPOVER_SCROLL_THROTTLE_MS,
  POPOVER_VIEWPORT_MARGIN_PX,
  SELECT_OPTION_MS,
} from './buy-flow-constants.ts';
import { product } from './buy-flow-fixtures.test-helper.ts';
import { ProductType, type Variant } from './product.ts';

const strings = resolveStrings();
const INF = Number.POSITIVE_INFINITY;

const tee = product({
  variantSpecs: [
    { attributes: { Size: 'S', Colour: 'Oat' }, stock: 3 },
    { attributes: { Size: 'M', Colour: 'Oat' }, stock: 0 },
    { attributes: { Size: 'L', Colour: 'Oat' }, stock: INF },
  ],
});
const threeOptions = product({ variantSpecs: [{ attributes: { Size: 'S', Colour: 'Oat', Fit: 'Slim' } }] });
const giftCard = product({
  type: ProductType.GIFT_CARD,
  variantSpecs: [{ attributes: { Amount: '$25' }, stock: 0 }, { attributes: { Amount: '$50' } }],
});

describe('timings and offsets (spec 9)', () => {
  it('are the spec values', () => {
    expect({
      ADDED_DELAY_MS,
      ADDED_CLEAR_MS,
      FAILURE_RESET_MS,
      SELECT_OPTION_MS,
      POPOVER_DURATION_MS,
      POPOVER_SCROLL_THROTTLE_MS,
      POPOVER_VIEWPORT_MARGIN_PX,
      POPOVER_ANCHOR_OFFSET_PX,
    }).toEqual({
      ADDED_DELAY_MS: 1000,
      ADDED_CLEAR_MS: 2000,
      FAILURE_RESET_MS: 1000,
      SELECT_OPTION_MS: 2000,
      POPOVER_DURATION_MS: 3000,
      POPOVER_SCROLL_THROTTLE_MS: 100,
      POPOVER_VIEWPORT_MARGIN_PX: 33,
      POPOVER_ANCHOR_OFFSET_PX: 16,
    });
  });
});

describe('checkAddToCart, in the spec order', () => {
  const cases: [string, Parameters<typeof checkAddToCart>[0], Record<string, unknown>][] = [
    [
      'nothing chosen (two options)',
      { product: tee, selected: {}, quantityText: 'x', inCart: () => 0, strings },
      {
        ok: false,
        type: 'NO_VARIANT_SELECTED',
        message: 'Please select the Size and Colour options.',
        missing: ['Size', 'Colour'],
      },
    ],
    [
      'one option missing',
      { product: tee, selected: { Size: 'S' }, quantityText: '1', inCart: () => 0, strings },
      { ok: false, type: 'NO_VARIANT_SELECTED', message: 'Please select the Colour option.' },
    ],
    [
      'three options missing',
      { product: threeOptions, selected: {}, quantityText: '1', inCart: () => 0, strings },
      { ok: false, type: 'NO_VARIANT_SELECTED', message: 'Please select the Size, Colour, and Fit options.' },
    ],
    [
      'gift card without a denomination',
      { product: giftCard, selected: {}, quantityText: '1', inCart: () => 0, strings },
      { ok: false, type: 'NO_VARIANT_SELECTED', message: 'Select a denomination for the Gift Card' },
    ],
    [
      'a combination that does not exist (before stock and quantity)',
      { product: tee, selected: { Size: 'XL', Colour: 'Oat' }, quantityText: 'x', inCart: () => 0, strings },
      {
        ok: false,
        type: 'VARIANT_UNAVAILABLE',
        message: 'Sorry, that item variant is unavailable. Please select another variant.',
      },
    ],
    [
      'sold-out variant (before quantity)',
      { product: tee, selected: { Size: 'M', Colour: 'Oat' }, quantityText: 'x', inCart: () => 0, strings },
      { ok: false, type: 'OUT_OF_STOCK', message: 'Sorry, we do not have enough of that item available.' },
    ],
    [
      'the cart already holds all the stock',
      { product: tee, selected: { Size: 'S', Colour: 'Oat' }, quantityText: '1', inCart: () => 3, strings },
      { ok: false, type: 'OUT_OF_STOCK', message: 'Sorry, we do not have enough of that item available.' },
    ],
    [
      'cart plus request exceeds stock',
      { product: tee, selected: { Size: 'S', Colour: 'Oat' }, quantityText: '2', inCart: () => 2, strings },
      { ok: false, type: 'OUT_OF_STOCK' },
    ],
    [
      'quantity not a number',
      { product: tee, selected: { Size: 'S', Colour: 'Oat' }, quantityText: 'two', inCart: () => 0, strings },
      { ok: false, type: 'QUANTITY_NOT_A_NUMBER', message: 'Quantity must be a number.' },
    ],
    [
      'quantity empty',
      { product: tee, selected: { Size: 'S', Colour: 'Oat' }, quantityText: '', inCart: () => 0, strings },
      { ok: false, type: 'QUANTITY_NOT_A_NUMBER', message: 'Quantity must be a number.' },
    ],
    [
      'quantity not whole',
      { product: tee, selected: { Size: 'S', Colour: 'Oat' }, quantityText: '1.5', inCart: () => 0, strings },
      { ok: false, type: 'QUANTITY_NOT_A_NUMBER', message: 'Quantity must be a whole number' },
    ],
    [
      'subscription quantity not whole has its own type',
      {
        product: product({ subscribable: true }),
        selected: {},
        quantityText: '1.5',
        inCart: () => 0,
        strings,
      },
      { ok: false, type: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER', message: 'Quantity must be a whole number' },
    ],
    [
      'quantity above 9999',
      {
        product: tee,
        selected: { Size: 'L', Colour: 'Oat' },
        quantityText: '10000',
        inCart: () => 0,
        strings,
      },
      { ok: false, type: 'QUANTITY_NOT_A_NUMBER', message: 'Quantity must be between 1 and 9999.' },
    ],
    [
      'unlimited stock, the cart line would pass 9999 (issue 49)',
      {
        product: tee,
        selected: { Size: 'L', Colour: 'Oat' },
        quantityText: '9999',
        inCart: () => 500,
        strings,
      },
      {
        ok: false,
        type: 'QUANTITY_NOT_A_NUMBER',
        message: 'Your cart already has 500 of this item, and a cart line holds at most 9999.',
      },
    ],
    [
      'a line of 9999 already: even 1 more is refused (issue 49)',
      {
        product: tee,
        selected: { Size: 'L', Colour: 'Oat' },
        quantityText: '1',
        inCart: () => 9999,
        strings,
      },
      {
        ok: false,
        type: 'QUANTITY_NOT_A_NUMBER',
        message: 'Your cart already has 9999 of this item, and a cart line holds at most 9999.',
      },
    ],
    [
      'unlimited stock, the cart line reaches exactly 9999',
      {
        product: tee,
        selected: { Size: 'L', Colour: 'Oat' },
        quantityText: '9499',
        inCart: () => 500,
        strings,
      },
      { ok: true, quantity: 9499 },
    ],
    [
      'exactly the remaining stock',
      { product: tee, selected: { Size: 'S', Colour: 'Oat' }, quantityText: '2', inCart: () => 1, strings },
      { ok: true, quantity: 2 },
    ],
    [
      'gift cards do not track stock',
      { product: giftCard, selected: { Amount: '$25' }, quantityText: '1', inCart: () => 0, strings },
      { ok: true, quantity: 1 },
    ],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(checkAddToCart(input)).toMatchObject(expected);
  });

  it('counts the matching variant in the cart', () => {
    const asked: string[] = [];
    checkAddToCart({
      product: tee,
      selected: { Size: 'S', Colour: 'Oat' },
      quantityText: '1',
      inCart: (variant) => {
        asked.push(variant.sku);
        return 0;
      },
      strings,
    });
    expect(asked).toEqual(['SKU-1']);
  });
});

describe('addToCartLabel precedence', () => {
  const defaults = { subscribe: 'Subscribe', addToCart: 'Add To Cart' };
  it.each([
    [
      'custom text wins',
      { customAddButtonText: 'Reserve Print', subscribable: true },
      { subscribeText: 'Join', addToCartText: 'Buy' },
      'Reserve Print',
    ],
    [
      'subscribe text for subscribable',
      { customAddButtonText: undefined, subscribable: true },
      { subscribeText: 'Join', addToCartText: 'Buy' },
      'Join',
    ],
    [
      'store add-to-cart text for subscribable without subscribe text',
      { customAddButtonText: undefined, subscribable: true },
      { addToCartText: 'Buy' },
      'Buy',
    ],
    [
      'subscribe text ignored when not subscribable',
      { customAddButtonText: undefined, subscribable: false },
      { subscribeText: 'Join', addToCartText: 'Buy' },
      'Buy',
    ],
    ['default Subscribe', { customAddButtonText: undefined, subscribable: true }, {}, 'Subscribe'],
    ['default Add To Cart', { customAddButtonText: undefined, subscribable: false }, {}, 'Add To Cart'],
    [
      'blank texts fall through',
      { customAddButtonText: ' ', subscribable: false },
      { addToCartText: '' },
      'Add To Cart',
    ],
  ])('%s', (_name, p, settings, expected) => {
    expect(addToCartLabel(p, settings, defaults)).toBe(expected);
  });
});

describe('addToCartErrorTitle', () => {
  it.each([
    [ProductType.PHYSICAL, false, 'Unable to Add Item'],
    [ProductType.PHYSICAL, true, 'Unable to Purchase Item'],
    [ProductType.GIFT_CARD, false, 'Unable to purchase Gift Card'],
    [ProductType.GIFT_CARD, true, 'Unable to purchase Gift Card'],
  ])('type %i, express %s -> %s', (type, express, expected) => {
    expect(addToCartErrorTitle({ type }, express, strings)).toBe(expected);
  });
});

describe('hasStockForForm (stock check before a custom form opens)', () => {
  it.each([
    [5, 4, true],
    [5, 5, false],
    [0, 0, false],
    [Number.POSITIVE_INFINITY, 9999, true],
  ])('stock %s with %s in the cart: %s', (stock, inCart, expected) => {
    const p = product({ variantSpecs: [{ stock }] });
    expect(hasStockForForm(p, p.variants[0] as Variant, inCart)).toBe(expected);
  });

  it('never blocks a digital product or a gift card', () => {
    for (const type of [ProductType.DIGITAL, ProductType.GIFT_CARD]) {
      const p = product({ type, variantSpecs: [{ stock: 0 }] });
      expect(hasStockForForm(p, p.variants[0] as Variant, 3)).toBe(true);
    }
  });
});

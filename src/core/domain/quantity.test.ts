import { describe, expect, it } from 'vitest';
import { QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP } from './buy-flow-constants.ts';
import { product, type VariantSpec } from './buy-flow-fixtures.test-helper.ts';
import { ProductType, type ProductTypeCode } from './product.ts';
import { isQuantityVisible, readQuantity } from './quantity.ts';

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = ProductType;
const INF = Number.POSITIVE_INFINITY;

describe('quantity input constants', () => {
  it('min 1, max 9999, step 1, default 1', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_STEP, QUANTITY_DEFAULT]).toEqual([1, 9999, 1, 1]);
  });
});

describe('isQuantityVisible', () => {
  it.each<[string, ProductTypeCode, boolean, boolean, VariantSpec[], boolean]>([
    ['physical with stock 2', PHYSICAL, false, true, [{ stock: 2 }], true],
    ['physical with stock 1', PHYSICAL, false, true, [{ stock: 1 }], false],
    ['physical with 1 + 1 across variants', PHYSICAL, false, true, [{ stock: 1 }, { stock: 1 }], true],
    ['physical unlimited', PHYSICAL, false, true, [{ stock: INF }], true],
    ['physical sold out', PHYSICAL, false, true, [{ stock: 0 }], false],
    ['service, multiple allowed', SERVICE, false, true, [{ stock: 8 }], true],
    ['service, multiple not allowed', SERVICE, false, false, [{ stock: 8 }], false],
    ['subscribable physical', PHYSICAL, true, true, [{ stock: INF }], false],
    ['digital', DIGITAL, false, true, [{ stock: INF }], false],
    ['gift card', GIFT_CARD, false, true, [{ stock: INF }], false],
  ])('%s -> %s', (_name, type, subscribable, multiple, variantSpecs, expected) => {
    const p = product({ type, subscribable, variantSpecs });
    expect(isQuantityVisible(p, { multipleQuantityAllowedForServices: multiple })).toBe(expected);
  });
});

describe('readQuantity', () => {
  it.each([
    ['1', { ok: true, quantity: 1 }],
    [' 12 ', { ok: true, quantity: 12 }],
    ['9999', { ok: true, quantity: 9999 }],
    ['', { ok: false, problem: 'not-a-number' }],
    ['abc', { ok: false, problem: 'not-a-number' }],
    ['1e999', { ok: false, problem: 'not-a-number' }],
    ['1.5', { ok: false, problem: 'not-whole' }],
    ['0', { ok: false, problem: 'out-of-range' }],
    ['-2', { ok: false, problem: 'out-of-range' }],
    ['10000', { ok: false, problem: 'out-of-range' }],
  ])('%j -> %j', (text, expected) => {
    expect(readQuantity(text)).toEqual(expected);
  });
});

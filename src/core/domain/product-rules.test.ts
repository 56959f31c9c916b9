import { describe, expect, it } from 'vitest';
import { product, type VariantSpec, variant } from './buy-flow-fixtures.test-helper.ts';
import { money } from './money.ts';
import { ProductType, type ProductTypeCode } from './product.ts';
import {
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  priceDisplay,
  productPriceDisplay,
  soldOutText,
  statusMark,
  totalStock,
} from './product-rules.ts';

const { PHYSICAL, DIGITAL, SERVICE, GIFT_CARD } = ProductType;
const INF = Number.POSITIVE_INFINITY;

describe('isSoldOut', () => {
  it.each<[string, ProductTypeCode, VariantSpec[], boolean]>([
    ['physical, all limited at 0', PHYSICAL, [{ stock: 0 }, { stock: 0 }], true],
    ['physical, one in stock', PHYSICAL, [{ stock: 0 }, { stock: 1 }], false],
    ['physical, one unlimited', PHYSICAL, [{ stock: 0 }, { stock: INF }], false],
    ['physical, no variants', PHYSICAL, [], true],
    ['service, all at 0', SERVICE, [{ stock: 0 }], true],
    ['digital is never sold out', DIGITAL, [{ stock: 0 }], false],
    ['gift card is never sold out', GIFT_CARD, [{ stock: 0 }], false],
  ])('%s -> %s', (_name, type, variantSpecs, expected) => {
    expect(isSoldOut(product({ type, variantSpecs }))).toBe(expected);
  });
});

describe('isOnSale', () => {
  it.each<[string, ProductTypeCode, VariantSpec[], boolean, boolean]>([
    ['physical with a variant on sale', PHYSICAL, [{}, { onSale: true }], false, true],
    ['physical with none on sale ignores the product flag', PHYSICAL, [{}], true, false],
    ['service with a variant on sale', SERVICE, [{ onSale: true }], false, true],
    ['digital by its own flag', DIGITAL, [{}], true, true],
    ['digital ignores variants', DIGITAL, [{ onSale: true }], false, false],
    ['gift card never', GIFT_CARD, [{ onSale: true }], true, false],
  ])('%s -> %s', (_name, type, variantSpecs, onSaleFlag, expected) => {
    expect(isOnSale(product({ type, variantSpecs, onSaleFlag }))).toBe(expected);
  });
});

describe('hasVariedPrices', () => {
  it.each<[string, ProductTypeCode, VariantSpec[], boolean]>([
    ['same price', PHYSICAL, [{ price: 1000 }, { price: 1000 }], false],
    ['different price', PHYSICAL, [{ price: 1000 }, { price: 1200 }], true],
    ['one on sale, one not', PHYSICAL, [{ onSale: true, salePrice: 800 }, {}], true],
    [
      'both on sale, different sale prices',
      PHYSICAL,
      [
        { onSale: true, salePrice: 800 },
        { onSale: true, salePrice: 700 },
      ],
      true,
    ],
    [
      'first not on sale: sale prices are not compared',
      PHYSICAL,
      [{ salePrice: 800 }, { salePrice: 700 }],
      false,
    ],
    ['service differs', SERVICE, [{ price: 1 }, { price: 2 }], true],
    ['gift card differs', GIFT_CARD, [{ price: 2500 }, { price: 5000 }], true],
    ['digital never', DIGITAL, [{ price: 1 }, { price: 2 }], false],
    ['single variant', PHYSICAL, [{ price: 1 }], false],
  ])('%s -> %s', (_name, type, variantSpecs, expected) => {
    expect(hasVariedPrices(product({ type, variantSpecs }))).toBe(expected);
  });
});

describe('productPriceDisplay', () => {
  it('varied prices show only "from" with the lowest effective price', () => {
    const p = product({
      variantSpecs: [{ price: 3000 }, { price: 2500, onSale: true, salePrice: 1900 }, { price: 2000 }],
    });
    expect(productPriceDisplay(p)).toEqual({ kind: 'from', from: money(1900) });
  });

  it('on sale without varied prices: lowest sale price and highest normal price', () => {
    const p = product({
      variantSpecs: [
        { price: 3000, onSale: true, salePrice: 2000 },
        { price: 3000, onSale: true, salePrice: 2000 },
      ],
    });
    expect(productPriceDisplay(p)).toEqual({ kind: 'sale', sale: money(2000), original: money(3000) });
  });

  it('regular price otherwise', () => {
    expect(productPriceDisplay(product({ variantSpecs: [{ price: 4800 }] }))).toEqual({
      kind: 'regular',
      price: money(4800),
    });
  });

  it('digital reads the product prices and flag', () => {
    const p = product({ type: DIGITAL, onSaleFlag: true, price: money(1200), salePrice: money(900) });
    expect(productPriceDisplay(p)).toEqual({ kind: 'sale', sale: money(900), original: money(1200) });
  });

  it('gift card with varied denominations shows "from" the lowest', () => {
    const p = product({ type: GIFT_CARD, variantSpecs: [{ price: 5000 }, { price: 2500 }] });
    expect(productPriceDisplay(p)).toEqual({ kind: 'from', from: money(2500) });
  });
});

describe('priceDisplay follows the chosen variant', () => {
  const p = product({ variantSpecs: [{ price: 3000 }, { price: 2500, onSale: true, salePrice: 1900 }] });
  it.each([
    ['nothing chosen', undefined, { kind: 'from', from: money(1900) }],
    ['regular variant', p.variants[0], { kind: 'regular', price: money(3000) }],
    ['sale variant', p.variants[1], { kind: 'sale', sale: money(1900), original: money(2500) }],
  ])('%s', (_name, chosen, expected) => {
    expect(priceDisplay(p, chosen)).toEqual(expected);
  });

  it('a gift card variant never shows a sale', () => {
    const card = product({ type: GIFT_CARD, variantSpecs: [{ price: 2500, onSale: true, salePrice: 2000 }] });
    expect(priceDisplay(card, card.variants[0])).toEqual({ kind: 'regular', price: money(2500) });
  });
});

describe('statusMark: sold out beats sale beats nothing', () => {
  it.each<[string, ProductTypeCode, VariantSpec[], 'sold-out' | 'sale' | undefined]>([
    ['sold out and on sale', PHYSICAL, [{ stock: 0, onSale: true }], 'sold-out'],
    ['on sale', PHYSICAL, [{ onSale: true }], 'sale'],
    ['neither', PHYSICAL, [{}], undefined],
    ['gift card on sale variant', GIFT_CARD, [{ onSale: true }], undefined],
  ])('%s -> %s', (_name, type, variantSpecs, expected) => {
    expect(statusMark(product({ type, variantSpecs }))).toBe(expected);
  });

  it('with a chosen variant, that variant decides', () => {
    const p = product({ variantSpecs: [{ stock: 0 }, { onSale: true }, {}] });
    expect(p.variants.map((v) => statusMark(p, v))).toEqual(['sold-out', 'sale', undefined]);
  });
});

describe('soldOutText', () => {
  it.each([
    ['Back in spring', 'Back in spring'],
    [undefined, 'sold out'],
    ['  ', 'sold out'],
  ])('%j -> %s', (custom, expected) => {
    expect(soldOutText(custom, 'sold out')).toBe(expected);
  });
});

describe('totalStock', () => {
  it('adds stock; unlimited is infinite', () => {
    expect(totalStock(product({ variants: [variant({ stock: 1 }), variant({ stock: 2 }, 1)] }))).toBe(3);
    expect(totalStock(product({ variantSpecs: [{ stock: 0 }, { stock: INF }] }))).toBe(INF);
  });
});

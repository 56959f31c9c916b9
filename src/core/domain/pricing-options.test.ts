import { describe, expect, it } from 'vitest';
import { money } from './money.ts';
import { pricingOptionDisplay } from './pricing-options.ts';
import { normalizeProduct } from './product.ts';
import type { VariantInput } from './product-schema.ts';

const usd = (value: string) => ({ value, currency: 'USD' });
const product = (productType: number, variants: VariantInput[]) =>
  normalizeProduct({ id: 'p', structuredContent: { productType, variants, isSubscribable: true } });
const variant = (sku: string, price: string, pricingOptions?: unknown): VariantInput => ({
  sku,
  priceMoney: usd(price),
  qtyInStock: 5,
  ...(pricingOptions === undefined ? {} : { pricingOptions }),
});

describe('pricingOptionDisplay (spec 3 "Variant": pricingOptions, as the engine reads them)', () => {
  it('the lowest variant on the page; a chosen variant its own first option', () => {
    const p = product(1, [
      variant('A', '30.00', [{ priceMoney: usd('27.00') }]),
      variant('B', '20.00', [{ priceMoney: usd('18.00'), salePriceMoney: usd('9.00'), onSale: true }]),
    ]);
    expect(pricingOptionDisplay(p, undefined)).toEqual({ kind: 'from', from: money(900) });
    expect(pricingOptionDisplay(p, p.variants[0])).toEqual({ kind: 'regular', price: money(2700) });
    expect(pricingOptionDisplay(p, p.variants[1])).toEqual({
      kind: 'sale',
      sale: money(900),
      original: money(1800),
    });
  });

  it.each([
    ['no pricing options', product(1, [variant('A', '30.00')])],
    ['an empty list', product(1, [variant('A', '30.00', [])])],
    ['an option without a price', product(1, [variant('A', '30.00', [{ onSale: false }])])],
    ['not a list', product(1, [variant('A', '30.00', { priceMoney: usd('1.00') })])],
    [
      'a digital product (the engine reads physical and service only)',
      product(2, [variant('A', '30.00', [{ priceMoney: usd('1.00') }])]),
    ],
  ])('%s: undefined, so the variant prices stand', (_name, p) => {
    expect(pricingOptionDisplay(p, undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeProduct, ProductType } from './product.ts';
import { ProductItemSchema } from './product-schema.ts';

const tee = ProductItemSchema.parse({
  id: 'p1',
  title: 'Linen Tee',
  productType: 1,
  variantOptionOrdering: ['Size', 'Colour'],
  variants: [
    {
      id: 'v1',
      sku: 'TEE-S-W',
      price: 2500,
      salePrice: 0,
      qtyInStock: 3,
      attributes: { Size: 'S', Colour: 'White' },
    },
    {
      id: 'v2',
      sku: 'TEE-M-W',
      price: 2500,
      salePrice: 0,
      unlimited: true,
      attributes: { Size: 'M', Colour: 'White' },
    },
    { id: 'v3', sku: 'TEE-S-B', price: 2700, qtyInStock: 0, attributes: { Size: 'S', Colour: 'Black' } },
  ],
});

describe('normalizeProduct', () => {
  it('accepts userDefinedVariantOptions and isSubscription and reads neither (spec 3 "Product"; docs/decisions.md "Product fields without a meaning")', () => {
    const withBoth = ProductItemSchema.parse({
      ...tee,
      userDefinedVariantOptions: [{ name: 'Monogram', value: 'AB' }],
      isSubscription: true,
    });
    expect(withBoth).toMatchObject({ isSubscription: true });
    const product = normalizeProduct(withBoth);
    expect(product).toEqual(normalizeProduct(tee));
    // Not the subscription switch: that is isSubscribable.
    expect(product.subscribable).toBe(false);
  });

  it('keeps options in the merchant order with first-seen values', () => {
    expect(normalizeProduct(tee).options).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['White', 'Black'] },
    ]);
  });

  it('turns unlimited into infinite stock and limited stock into a number', () => {
    expect(normalizeProduct(tee).variants.map((v) => v.stock)).toEqual([3, Number.POSITIVE_INFINITY, 0]);
  });

  it('reads integer prices as minor units in the store currency', () => {
    expect(normalizeProduct(tee, 'EUR').variants[2]?.price).toEqual({ minor: 2700, currency: 'EUR' });
  });

  it('prefers priceMoney (major-unit decimal string) over the integer price', () => {
    const item = ProductItemSchema.parse({
      id: 'p2',
      variants: [{ sku: 'A', price: 1, priceMoney: { value: '1200', currency: 'JPY' } }],
    });
    expect(normalizeProduct(item).variants[0]?.price).toEqual({ minor: 1200, currency: 'JPY' });
  });

  it('reads structuredContent when the top level has no variants', () => {
    const item = ProductItemSchema.parse({
      id: 'p3',
      structuredContent: { productType: 2, onSale: true, variants: [{ sku: 'D', price: 900 }] },
    });
    const product = normalizeProduct(item);
    expect(product.type).toBe(ProductType.DIGITAL);
    expect(product.onSaleFlag).toBe(true);
    expect(product.variants[0]?.sku).toBe('D');
  });

  it('uses custom button text only when the merchant switched it on', () => {
    const off = ProductItemSchema.parse({ id: 'a', customAddButtonText: 'Grab it' });
    const on = ProductItemSchema.parse({
      id: 'a',
      customAddButtonText: 'Grab it',
      useCustomAddButtonText: true,
    });
    expect(normalizeProduct(off).customAddButtonText).toBeUndefined();
    expect(normalizeProduct(on).customAddButtonText).toBe('Grab it');
  });

  // The fallbacks for the shapes other sources send (spec 3 "Product", "Money"); each one breaks
  // a test here (issue 49 item 14).
  it('reads template money: decimalValue with currencyCode, on a variant and on the product', () => {
    const item = ProductItemSchema.parse({
      id: 'p4',
      structuredContent: {
        priceMoney: { decimalValue: '18.50', currencyCode: 'EUR' },
        variants: [{ sku: 'T', priceMoney: { decimalValue: 12.5, currencyCode: 'GBP' } }],
      },
    });
    const product = normalizeProduct(item, 'USD');
    expect(product.variants[0]?.price).toEqual({ minor: 1250, currency: 'GBP' });
    expect(product.price).toEqual({ minor: 1850, currency: 'EUR' });
  });

  it('reads options from optionValues where a variant has no attributes; attributes win', () => {
    const item = ProductItemSchema.parse({
      id: 'p5',
      variants: [
        { sku: 'A', optionValues: [{ optionName: 'Size', value: 'L' }] },
        {
          sku: 'B',
          attributes: { Size: 'S' },
          optionValues: [
            { optionName: 'Size', value: 'M' },
            { optionName: 'Colour', value: 'Oat' },
          ],
        },
      ],
    });
    const product = normalizeProduct(item);
    expect(product.variants.map((variant) => variant.attributes)).toEqual([
      { Size: 'L' },
      { Size: 'S', Colour: 'Oat' },
    ]);
    expect(product.options).toEqual([
      { name: 'Size', values: ['L', 'S'] },
      { name: 'Colour', values: ['Oat'] },
    ]);
  });

  it("names the product by name where it has no title, and a variant's sku by its id where it has none", () => {
    const item = ProductItemSchema.parse({ id: 'p6', name: 'Stoneware Mug', variants: [{ id: 'v9' }] });
    const product = normalizeProduct(item);
    expect(product.name).toBe('Stoneware Mug');
    expect(product.variants[0]?.sku).toBe('v9');
  });

  it('is subscribable when only structuredContent says so', () => {
    const item = ProductItemSchema.parse({ id: 'p7', structuredContent: { isSubscribable: true } });
    expect(normalizeProduct(item).subscribable).toBe(true);
  });
});

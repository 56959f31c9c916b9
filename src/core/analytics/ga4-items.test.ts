import { describe, expect, it } from 'vitest';
import { product, variant } from '../domain/buy-flow-fixtures.test-helper.ts';
import { majorUnits } from '../domain/currency.ts';
import { money } from '../domain/money.ts';
import { cartEntryItem, itemsValue, productItem } from './ga4-items.ts';

describe('GA4 items', () => {
  it('prices in major units: cents for USD, whole yen for JPY', () => {
    expect(majorUnits(2600, 'USD')).toBe(26);
    expect(majorUnits(1999, 'USD')).toBe(19.99);
    expect(majorUnits(2600, 'JPY')).toBe(2600);
    expect(majorUnits(5, 'EUR')).toBe(0.05);
  });

  it("a product's item: the chosen variant's sale price, its option values as the variant, the quantity", () => {
    const tee = product({
      id: 'tee',
      name: 'Linen Tee',
      variantSpecs: [
        { price: 3000, attributes: { Color: 'Blue', Size: 'M' } },
        { price: 3000, salePrice: 2450, onSale: true, attributes: { Color: 'Sand', Size: 'L' } },
      ],
    });
    expect(productItem(tee, tee.variants[1], 2)).toEqual({
      item_id: 'tee',
      item_name: 'Linen Tee',
      item_variant: 'Sand / L',
      price: 24.5,
      currency: 'USD',
      quantity: 2,
    });
    // No choice yet: no variant, the price the page shows, one unit.
    expect(productItem(tee)).toEqual({
      item_id: 'tee',
      item_name: 'Linen Tee',
      price: 24.5,
      currency: 'USD',
      quantity: 1,
    });
  });

  it('a variant without options is named by its SKU; a quantity that is not a whole number counts as 1', () => {
    const mug = product({
      id: 'mug',
      name: 'Mug',
      variants: [{ ...variant({ price: 2600 }), sku: 'MUG-1' }],
    });
    expect(productItem(mug, mug.variants[0], Number.NaN)).toMatchObject({
      item_variant: 'MUG-1',
      quantity: 1,
    });
  });

  it('a JPY product keeps its whole-yen price', () => {
    const bowl = product({
      id: 'bowl',
      name: 'Bowl',
      variants: [{ ...variant(), price: money(4800, 'JPY') }],
      price: money(4800, 'JPY'),
    });
    expect(productItem(bowl, bowl.variants[0])).toMatchObject({ price: 4800, currency: 'JPY' });
  });

  it('a cart line: its purchase price (minor units) in the store currency', () => {
    const entry = {
      id: 'e1',
      itemId: 'mug',
      title: 'Stoneware Mug',
      quantity: 3,
      purchasePriceCents: 2600,
      chosenVariant: { sku: 'MUG-1', attributes: { Glaze: 'Speckled' } },
    };
    expect(cartEntryItem(entry, 'USD')).toEqual({
      item_id: 'mug',
      item_name: 'Stoneware Mug',
      item_variant: 'Speckled',
      price: 26,
      currency: 'USD',
      quantity: 3,
    });
    expect(cartEntryItem(entry, 'JPY')).toMatchObject({ price: 2600, currency: 'JPY' });
    expect(cartEntryItem({ id: 'e2', itemId: 'x', quantity: 1 }, 'USD')).toEqual({
      item_id: 'x',
      item_name: '',
      currency: 'USD',
      quantity: 1,
    });
  });

  it('the event value sums price times quantity without floating-point noise', () => {
    const items = [
      { item_id: 'a', item_name: 'A', price: 0.1, currency: 'USD', quantity: 3 },
      { item_id: 'b', item_name: 'B', price: 0.2, currency: 'USD', quantity: 1 },
      { item_id: 'c', item_name: 'C', currency: 'USD', quantity: 4 },
    ];
    expect(itemsValue(items, 'USD')).toBe(0.5);
    expect(
      itemsValue([{ item_id: 'y', item_name: 'Y', price: 2600, currency: 'JPY', quantity: 2 }], 'JPY'),
    ).toBe(5200);
  });
});

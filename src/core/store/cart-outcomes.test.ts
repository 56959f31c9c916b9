import { describe, expect, it } from 'vitest';
import type { Cart } from '../domain/cart-schema.ts';
import { landedAdd, landedEntry } from './cart-outcomes.ts';

const mug = { itemId: 'mug', sku: 'MUG-1', quantity: 2 };

function cartOf(...entries: Cart['entries']): Cart {
  const totalQuantity = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return { entries, totalQuantity, subtotalCents: 0, subtotal: { value: '0.00', currency: 'USD' } };
}

const entry = (id: string, itemId: string, sku: string, quantity: number) => ({
  id,
  itemId,
  quantity,
  chosenVariant: { sku },
});

describe('landedEntry: did a lost add land?', () => {
  it('finds the entry when the cart holds the whole quantity more than before', () => {
    const after = cartOf(entry('e1', 'mug', 'MUG-1', 2));
    expect(landedEntry(cartOf(), after, mug)).toBe(after.entries[0]);
  });

  it('counts the quantity added to an entry already in the cart', () => {
    const before = cartOf(entry('e1', 'mug', 'MUG-1', 1));
    const after = cartOf(entry('e1', 'mug', 'MUG-1', 3));
    expect(landedEntry(before, after, mug)?.id).toBe('e1');
  });

  it('says no when less than the asked quantity was added', () => {
    const before = cartOf(entry('e1', 'mug', 'MUG-1', 1));
    expect(landedEntry(before, cartOf(entry('e1', 'mug', 'MUG-1', 2)), mug)).toBeUndefined();
    expect(landedEntry(before, before, mug)).toBeUndefined();
  });

  it('ignores other variants and other items', () => {
    const after = cartOf(entry('e1', 'mug', 'MUG-2', 2), entry('e2', 'bowl', 'MUG-1', 2));
    expect(landedEntry(cartOf(), after, mug)).toBeUndefined();
  });
});

describe('landedAdd: a lost add rebuilt from the carts', () => {
  it('answers with the cart after and the entry that landed', () => {
    const after = cartOf(entry('e1', 'mug', 'MUG-1', 2));
    expect(landedAdd(cartOf(), after, mug)).toEqual({ shoppingCart: after, newlyAdded: after.entries[0] });
  });

  it('has no answer without both carts from the platform, or when the add did not land', () => {
    const after = cartOf(entry('e1', 'mug', 'MUG-1', 2));
    expect(landedAdd(undefined, after, mug)).toBeUndefined();
    expect(landedAdd(cartOf(), undefined, mug)).toBeUndefined();
    expect(landedAdd(after, after, mug)).toBeUndefined();
  });
});

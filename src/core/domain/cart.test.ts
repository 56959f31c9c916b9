// The cart values the core keeps (domain/cart.ts): how far a cart line may grow, and where a
// stepper press takes a line, also one the platform holds past the quantity input's 9999.
import { describe, expect, it } from 'vitest';
import { fitsCartLine, steppedQuantity } from './cart.ts';

describe('fitsCartLine: a cart line holds at most 9999 (issue 49)', () => {
  it.each([
    [0, 9999, true],
    [500, 9499, true],
    [500, 9500, false],
    [9999, 1, false],
    [9998, 1, true],
  ])('%i in the cart + %i more: %s', (inCart, quantity, fits) => {
    expect(fitsCartLine(inCart, quantity)).toBe(fits);
  });
});

describe('steppedQuantity: where − and + take a line', () => {
  it('steps one up or down within 1..9999 and the line’s most', () => {
    expect(steppedQuantity(2, 1, 9999)).toBe(3);
    expect(steppedQuantity(2, -1, 9999)).toBe(1);
    expect(steppedQuantity(1, -1, 9999)).toBeUndefined();
    expect(steppedQuantity(9999, 1, 9999)).toBeUndefined();
    expect(steppedQuantity(5, 1, 5)).toBeUndefined();
  });

  it('takes a line above 9999 (the platform’s data) down to 9999 with −, never up (issue 49)', () => {
    expect(steppedQuantity(19998, -1, 9999)).toBe(9999);
    expect(steppedQuantity(10000, -1, 9999)).toBe(9999);
    expect(steppedQuantity(19998, 1, 9999)).toBeUndefined();
  });

  it('takes a line above a stock limit down by one (the stock rule, not the 9999 one)', () => {
    expect(steppedQuantity(8, -1, 5)).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveStrings } from '../../core/words/strings.ts';
import { cartPillText } from './cart-pill-text.ts';

const strings = resolveStrings();

describe('cartPillText', () => {
  it.each([
    [0, true, '0', '0 items in cart, subtotal $0.00'],
    [1, false, '1', '1 item in cart, subtotal $0.00'],
    [2, false, '2', '2 items in cart, subtotal $0.00'],
    [100, false, '100', '100 items in cart, subtotal $0.00'],
    [101, false, '100+', 'More than 100 items in cart, subtotal $0.00'],
  ])('%i items -> hidden %s, shows %s, says %s', (quantity, hidden, count, label) => {
    expect(cartPillText(quantity, '$0.00', strings)).toEqual({ hidden, count, label });
  });
});

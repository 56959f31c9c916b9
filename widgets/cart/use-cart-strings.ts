// The cart page's words: the main catalogue plus the cart group (src/domain/strings-cart.ts),
// which only the lazy cart island imports.

import type { Strings } from '../../src/domain/strings.ts';
import { type CartPageStrings, cartPageStrings } from '../../src/domain/strings-cart.ts';
import { useStringGroup } from '../shared/use-string-group.ts';

export type CartStrings = Strings & CartPageStrings;

export function useCartStrings(): CartStrings {
  return useStringGroup('cart', cartPageStrings);
}

// The cart page's words: the main catalogue plus the cart group (src/domain/strings-cart.ts),
// which only the lazy cart island imports, and the form group's words for a custom form's answers.

import { type FormStrings, formStrings } from '../../src/domain/forms/strings.ts';
import type { Strings } from '../../src/domain/strings.ts';
import { type CartPageStrings, cartPageStrings } from '../../src/domain/strings-cart.ts';
import { useStringGroup } from '../shared/use-string-group.ts';

export type CartStrings = Strings & CartPageStrings;

export function useCartStrings(): CartStrings {
  return useStringGroup('cart', cartPageStrings);
}

/** A custom form's answers as the cart shows them: likert choices and 'N/A'. */
export function useAnswerStrings(): FormStrings {
  return useStringGroup('forms', formStrings);
}

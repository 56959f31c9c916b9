// The cart page's words: the main catalogue plus the cart group (src/core/words/strings-cart.ts),
// which only the lazy cart island imports, and the form group's words for a custom form's answers.

import type { Strings } from '../../core/words/strings.ts';
import { type CartPageStrings, cartPageStrings } from '../../core/words/strings-cart.ts';
import { type FormStrings, formStrings } from '../../core/words/strings-forms.ts';
import { useStringGroup } from '../shared/use-string-group.ts';

export type CartStrings = Strings & CartPageStrings;

export function useCartStrings(): CartStrings {
  return useStringGroup(cartPageStrings);
}

/** A custom form's answers as the cart shows them: likert choices and 'N/A'. */
export function useAnswerStrings(): FormStrings {
  return useStringGroup(formStrings);
}

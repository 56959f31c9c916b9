// A cart line's quantity box while the shopper types in it: nothing is sent until the number is
// final (Enter, leaving the box), and a number out of range says why instead.
import { useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../core/domain/buy-flow-constants.ts';
import { isValidEntryQuantity, steppedQuantity } from '../../core/domain/cart.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { entryName } from './use-cart-changes.ts';
import { type CartStrings, useCartStrings } from './use-cart-strings.ts';

/** Why a typed quantity cannot be sent ('' when it can): the catalogue's range message. */
function quantityProblem(text: string, productName: string, strings: CartStrings): string {
  const quantity = Number(text);
  if (text.trim() !== '' && isValidEntryQuantity(quantity)) return '';
  const range = fillTemplate(strings.quantityOutOfRange, { min: QUANTITY_MIN, max: QUANTITY_MAX });
  // 0 is how many shoppers remove a line: say how it is done here.
  return text.trim() !== '' && quantity === 0
    ? `${range} ${fillTemplate(strings.cartRemoveInstead, { productName })}`
    : range;
}

/**
 * The quantity box's draft: what the shopper is typing, until it is sent (Enter, leaving the box)
 * or dropped; otherwise the box shows the cart's quantity, whatever changed it (a failure,
 * another tab). `most`: the highest quantity + may reach.
 */
export function useQuantityDraft(
  entry: CartEntry,
  most: number,
  onQuantity: (entry: CartEntry, quantity: number) => void,
) {
  const strings = useCartStrings();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const step = (delta: 1 | -1) => {
    setDraft(undefined);
    setProblem('');
    // A line above 9999 (the platform's data) steps down to 9999 (issue 49).
    const quantity = steppedQuantity(entry.quantity, delta, most);
    if (quantity !== undefined) onQuantity(entry, quantity);
  };
  /** Sends a finished, valid quantity; says why otherwise. True when the draft is done with. */
  const commit = (): boolean => {
    if (draft === undefined) return true;
    const why = quantityProblem(draft, entryName(entry), strings);
    setProblem(why);
    if (why) return false;
    setDraft(undefined);
    const quantity = Number(draft);
    if (quantity !== entry.quantity) onQuantity(entry, quantity);
    return true;
  };
  const drop = () => {
    setDraft(undefined);
    setProblem('');
  };
  return { draft, problem, step, commit, drop, setDraft };
}

export type QuantityDraft = ReturnType<typeof useQuantityDraft>;

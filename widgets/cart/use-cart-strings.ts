// The cart page's words: the main catalogue (already resolved in services) plus the cart group
// with the page's language and overrides, resolved once per page. Only the lazy cart island
// imports the cart group, so the core chunk every page loads does not carry it.
import { useMemo } from 'react';
import { resolveCatalogue, type Strings } from '../../src/domain/strings.ts';
import { type CartPageStrings, cartPageStrings } from '../../src/domain/strings-cart.ts';
import { useServices } from '../shared/island-context.tsx';

export type CartStrings = Strings & CartPageStrings;

export function useCartStrings(): CartStrings {
  const { strings, context, translation } = useServices();
  return useMemo(
    () => ({ ...strings, ...resolveCatalogue(cartPageStrings, translation, context.strings) }),
    [strings, context, translation],
  );
}

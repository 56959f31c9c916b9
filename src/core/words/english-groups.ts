// Each string group's English catalogue, keyed by group (the table in string-groups.ts): what the
// docs list and every language is checked against. Not shipped: the page loads each group from its
// own module, when an island needs it.

import type { StringGroup } from './string-groups.ts';
import { defaultStrings } from './strings.ts';
import { cartPageStrings } from './strings-cart.ts';
import { formStrings } from './strings-forms.ts';
import {
  ownerRestockStrings,
  restockStrings,
  scarcityStrings,
  wishlistStrings,
} from './strings-on-demand.ts';
import { overlayStrings } from './strings-overlays.ts';
import { templateStrings } from './strings-template.ts';

export const ENGLISH_GROUPS: Readonly<Record<StringGroup, Readonly<Record<string, string>>>> = {
  main: defaultStrings,
  forms: formStrings,
  overlays: overlayStrings,
  restock: { ...restockStrings, ...scarcityStrings, ...wishlistStrings },
  cart: cartPageStrings,
  owner: ownerRestockStrings,
  template: templateStrings,
};

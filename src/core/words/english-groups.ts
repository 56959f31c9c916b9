// The one table of the catalogue's string groups: each group's title (for the docs) and English
// catalogue. Every group name, the per-language file type (`Translation<'restock'>`, in
// string-groups.ts) and the docs are derived from it. Each group is, per language, one file
// src/core/words/strings-<language>/<group>.ts (its own chunk): boot loads the main group before
// anything is built and the others when an island that declares them mounts
// (src/browser/languages.ts), the server half loads them all (src/server/translations.ts).
// A new group: one line here, its English catalogue, one file per language.
// Not shipped: the page loads each group from its own module, when an island needs it.

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
import { shareStrings } from './strings-share.ts';
import { templateStrings } from './strings-template.ts';

type Catalogue = Readonly<Record<string, string>>;

export const STRING_GROUPS = {
  main: { title: 'Main catalogue (src/core/words/strings.ts; in the main bundle)', english: defaultStrings },
  forms: {
    title: 'Forms (src/core/words/strings-forms.ts; with the form islands and the custom form)',
    english: formStrings,
  },
  overlays: {
    title: 'Overlays: quick view, installments, lightbox, audio (src/core/words/strings-overlays.ts)',
    english: overlayStrings,
  },
  restock: {
    title: 'Restock form, scarcity and wishlist (src/core/words/strings-on-demand.ts)',
    english: { ...restockStrings, ...scarcityStrings, ...wishlistStrings },
  },
  share: {
    title: 'Share button (src/core/words/strings-share.ts; with the share button)',
    english: shareStrings,
  },
  cart: {
    title: 'Cart page (src/core/words/strings-cart.ts; with the cart island)',
    english: cartPageStrings,
  },
  owner: {
    title:
      'Owner tools: the restock console (src/core/words/strings-on-demand.ts; with the owner entry, never on shopper pages)',
    english: ownerRestockStrings,
  },
  template: {
    title:
      "Template helpers (src/core/words/strings-template.ts; the server half's alone, never sent to browsers)",
    english: templateStrings,
  },
} as const satisfies Readonly<Record<string, { readonly title: string; readonly english: Catalogue }>>;

type Groups = typeof STRING_GROUPS;

/** Each group's English catalogue, keyed by group: what every language is checked against. */
export const ENGLISH_GROUPS = Object.fromEntries(
  Object.entries(STRING_GROUPS).map(([group, { english }]) => [group, english]),
) as { readonly [G in keyof Groups]: Groups[G]['english'] };

// The one table of the catalogue's string groups. Each group is one English catalogue and, per
// language, one file src/core/words/strings-<language>/<group>.ts (its own chunk): boot loads the
// main group before anything is built and the others when an island that speaks them mounts
// (src/browser/languages.ts), the server half loads them all (src/server/translations.ts), and
// `npm run docs` lists them (tools/docs.ts). A new group: one line here, its English catalogue,
// one file per language.
export const STRING_GROUPS = {
  main: 'Main catalogue (src/core/words/strings.ts; in the main bundle)',
  forms: 'Forms (src/core/domain/forms/strings.ts; with the form islands and the custom form)',
  overlays: 'Overlays: quick view, installments, lightbox, audio (src/core/words/strings-overlays.ts)',
  restock: 'Restock form, scarcity and wishlist (src/core/words/strings-on-demand.ts)',
  cart: 'Cart page (src/core/words/strings-cart.ts; with the cart island)',
  owner:
    'Owner tools: the restock console (src/core/words/strings-on-demand.ts; with the owner entry, never on shopper pages)',
  template:
    "Template helpers (src/core/words/strings-template.ts; the server half's alone, never sent to browsers)",
} as const;

export type StringGroup = keyof typeof STRING_GROUPS;
/** The groups a page may ask for besides `main`, which is always there. */
export type LazyStringGroup = Exclude<StringGroup, 'main'>;
/**
 * The groups an island may ask for: the template helpers' words never reach a browser, and the
 * owner console's reach only the owner entry (src/owner/words.ts).
 */
export type IslandStringGroup = Exclude<LazyStringGroup, 'template' | 'owner'>;

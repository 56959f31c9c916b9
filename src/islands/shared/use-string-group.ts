// A lazy island's words: the main catalogue (already resolved in services, language included)
// plus an English catalogue of its on-demand groups (forms, overlays, the cart page...) in the
// page's language with the context's overrides on top. The groups are the ones the island's
// definition declares (`strings`, src/islands/shared/contract.ts): the browser entry has loaded them before
// the island mounts and this reads them from there, so the island names them once. An English
// file is imported only by the lazy chunks that use it, never by the core chunk.
// `merchant` is one more layer on top, for words a merchant sets per product (the restock form's
// restockNotificationMessages).
import { useContext, useMemo } from 'react';
import type { Translated } from '../../core/words/language.ts';
import { resolveCatalogue, type Strings, type TranslationOf } from '../../core/words/strings.ts';
import { IslandStrings } from './contract.ts';
import { useServices } from './island-context.tsx';

export function useStringGroup<const T extends Readonly<Record<string, string>>>(
  english: T,
  merchant?: Readonly<Record<string, unknown>>,
): Strings & TranslationOf<T> {
  const { strings, context, language } = useServices();
  const groups = useContext(IslandStrings);
  return useMemo(() => {
    // Keys are unique across groups, and resolveCatalogue keeps only `english`'s own.
    const translated: Translated = Object.assign({}, ...groups.map((group) => language.translation(group)));
    return { ...strings, ...resolveCatalogue(english, translated, context.strings, merchant) };
  }, [strings, groups, english, context, language, merchant]);
}

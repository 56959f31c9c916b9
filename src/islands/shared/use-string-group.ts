// A lazy island's words: the main catalogue (already resolved in services, language included)
// plus one on-demand group (forms, overlays, the cart page...) in the page's language with the
// context's overrides on top. The island declares the group (`strings` in its widget
// definition), so boot has loaded its translation before the island mounts. The group's
// English file is imported only by the lazy chunks that use it, never by the core chunk.
// `merchant` is one more layer on top, for words a merchant sets per product (the restock form's
// restockNotificationMessages).
import { useMemo } from 'react';
import type { IslandStringGroup } from '../../core/words/string-groups.ts';
import { resolveCatalogue, type Strings, type Translation } from '../../core/words/strings.ts';
import { useServices } from './island-context.tsx';

export function useStringGroup<const T extends Readonly<Record<string, string>>>(
  name: IslandStringGroup,
  group: T,
  merchant?: Readonly<Record<string, unknown>>,
): Strings & Translation<T> {
  const { strings, context, language } = useServices();
  return useMemo(
    () => ({
      ...strings,
      ...resolveCatalogue(group, language.translation(name), context.strings, merchant),
    }),
    [strings, name, group, context, language, merchant],
  );
}

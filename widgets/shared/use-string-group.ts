// A lazy island's words: the main catalogue (already resolved in services, language included)
// plus one on-demand group (forms, overlays, the cart page...) with the page's language and its
// context overrides, resolved once per page. The group's file is imported only by the lazy
// chunks that use it, so the core chunk never carries its strings.
import { useMemo } from 'react';
import { resolveCatalogue, type Strings, type Translation } from '../../src/domain/strings.ts';
import { useServices } from './island-context.tsx';

export function useStringGroup<const T extends Readonly<Record<string, string>>>(
  group: T,
): Strings & Translation<T> {
  const { strings, context, translation } = useServices();
  return useMemo(
    () => ({ ...strings, ...resolveCatalogue(group, translation, context.strings) }),
    [strings, group, context, translation],
  );
}

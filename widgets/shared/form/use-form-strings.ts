// The form kit's strings for this page: the main catalogue (already resolved in services) plus
// the form group with the page context's overrides, resolved once per page.
import { useMemo } from 'react';
import { type FormKitStrings, formStrings } from '../../../src/domain/forms/strings.ts';
import { resolveCatalogue } from '../../../src/domain/strings.ts';
import { useServices } from '../island-context.tsx';

export function useFormStrings(): FormKitStrings {
  const { strings, context, translation } = useServices();
  return useMemo(
    () => ({ ...strings, ...resolveCatalogue(formStrings, translation, context.strings) }),
    [strings, context, translation],
  );
}

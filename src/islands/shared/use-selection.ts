// The product container's current choice, for every buy-flow island: product, chosen values and
// the variant they name. Selectors return stored references, so renders stay stable.
import { useMemo } from 'react';
import { matchingVariant } from '../../core/domain/variant-selection.ts';
import { useProductStore } from './island-context.tsx';
import { useIslandStore } from './island-root.tsx';

export function useSelection() {
  const store = useProductStore();
  const product = useIslandStore(store, (state) => state.product);
  const selected = useIslandStore(store, (state) => state.selected);
  const variant = useMemo(() => matchingVariant(product, selected), [product, selected]);
  return { store, product, selected, variant };
}

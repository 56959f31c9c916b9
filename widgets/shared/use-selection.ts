// The product container's current choice, for every buy-flow island: product, chosen values and
// the variant they name. Selectors return stored references, so renders stay stable.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { matchingVariant } from '../../src/domain/variant-selection.ts';
import { useProductStore } from './island-context.tsx';

export function useSelection() {
  const store = useProductStore();
  const product = useStore(store, (state) => state.product);
  const selected = useStore(store, (state) => state.selected);
  const variant = useMemo(() => matchingVariant(product, selected), [product, selected]);
  return { store, product, selected, variant };
}

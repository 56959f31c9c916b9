// Selection state for one product container: the chosen option values and the quantity as typed.
// Every island inside the same `data-storefront-product` element reads and writes this one store.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { setOwn } from '../base/own.ts';
import type { Product } from '../domain/product.ts';

interface ProductSelectionState {
  readonly product: Product;
  /** Chosen value per option name; an option missing here is not chosen yet. */
  readonly selected: Readonly<Record<string, string>>;
  /** The quantity exactly as the shopper typed it, so nothing typed is lost; validated on add. */
  readonly quantityText: string;
  choose(option: string, value: string | undefined): void;
  setQuantityText(text: string): void;
}

export type ProductStore = StoreApi<ProductSelectionState>;

/** Products with a single variant have nothing to choose; others start unchosen. */
function initialSelection(product: Product): Record<string, string> {
  if (product.variants.length !== 1) return {};
  return { ...product.variants[0]?.attributes };
}

export function createProductStore(product: Product): ProductStore {
  return createStore<ProductSelectionState>()((set) => ({
    product,
    selected: initialSelection(product),
    quantityText: '1',
    choose: (option, value) =>
      set((state) => {
        const selected = { ...state.selected };
        if (value === undefined || value === '') delete selected[option];
        else setOwn(selected, option, value);
        return { selected };
      }),
    setQuantityText: (quantityText) => set({ quantityText }),
  }));
}

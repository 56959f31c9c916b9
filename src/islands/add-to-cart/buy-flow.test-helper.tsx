// Test harness: one product container with the buy-flow islands (the shared island renderer with
// a product), and the catalogue's items.

import type { ReactNode } from 'react';
import { CATALOG } from '../../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem, type Shop } from '../../../mocks/fixtures/shops.ts';
import type { ProductItemInput } from '../../core/domain/product-schema.ts';
import type { ProductStore } from '../../core/store/product-store.ts';
import { renderIsland } from '../../test/render-island.tsx';

export function catalogItem(slug: string, shop: Shop = MAIN_SHOP): ProductItemInput {
  const entry = CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`no catalogue entry ${slug}`);
  return productItem(shop, entry);
}

/** The shared island renderer (src/test/render-island.tsx) inside `item`'s product container. */
export function renderProduct(
  item: ProductItemInput,
  children: ReactNode,
  context: Record<string, unknown> = {},
) {
  const view = renderIsland(children, { context, product: item });
  return { ...view, store: view.store as ProductStore };
}

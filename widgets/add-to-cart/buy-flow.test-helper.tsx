// Test harness: one product container with the buy-flow islands, real services and stores over
// the MSW mock platform, and an observable `navigate`.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem, type Shop } from '../../mocks/fixtures/shops.ts';
import { createServices } from '../../src/boot/services.ts';
import { productFromItem } from '../../src/contract/index.ts';
import { SiteContextSchema } from '../../src/domain/context-schema.ts';
import type { ProductItemInput } from '../../src/domain/product-schema.ts';
import { type AnyEventMap, type AnyEventName, dispatchStorefrontEvent } from '../../src/store/events.ts';
import { createProductStore } from '../../src/store/product-store.ts';
import { IslandProvider } from '../shared/island-context.tsx';

export function catalogItem(slug: string, shop: Shop = MAIN_SHOP): ProductItemInput {
  const entry = CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`no catalogue entry ${slug}`);
  return productItem(shop, entry);
}

export function renderProduct(
  item: ProductItemInput,
  children: ReactNode,
  context: Record<string, unknown> = {},
) {
  const parsed = SiteContextSchema.parse({
    website: { id: 'site-us' },
    ...context,
  });
  const navigate = vi.fn<(url: string) => void>();
  const emitted: { name: AnyEventName; detail: unknown }[] = [];
  const services = createServices(parsed, {
    navigate,
    emit<K extends AnyEventName>(name: K, detail: AnyEventMap[K]) {
      emitted.push({ name, detail });
      dispatchStorefrontEvent(name, detail);
    },
  });
  const store = createProductStore(productFromItem(item, services.currency));
  const view = render(
    <IslandProvider services={services} product={store}>
      {children}
    </IslandProvider>,
  );
  const events = <K extends AnyEventName>(name: K) =>
    emitted.filter((event) => event.name === name).map((event) => event.detail as AnyEventMap[K]);
  return { ...view, services, store, navigate, events };
}

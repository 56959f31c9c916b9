// One way for component tests to render an island, or UI an island opens, as the browser would: real
// services over the MSW mock platform for a parsed page context, the product container's store
// when a product is given, an observable `navigate`, and every event the island emitted.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { productFromItem } from '../core/contract/index.ts';
import {
  type AnyEventMap,
  type AnyEventName,
  dispatchStorefrontEvent,
} from '../core/contract/storefront-events.ts';
import { SiteContextSchema } from '../core/domain/context-schema.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import { createProductStore } from '../core/store/product-store.ts';
import type { Language } from '../core/words/language.ts';
import { IslandProvider } from '../islands/shared/island-context.tsx';
import { createServices } from './services.ts';

interface RenderIslandOptions {
  /** Page context fields on top of the US demo site's id. */
  readonly context?: Record<string, unknown>;
  /** The product container the island sits in (product-scoped islands). */
  readonly product?: ProductItemInput;
  /** The page's language service (English for the context's language by default). */
  readonly language?: Language;
}

export function renderIsland(island: ReactNode, options: RenderIslandOptions = {}) {
  const parsed = SiteContextSchema.parse({ website: { id: 'site-us' }, ...options.context });
  const navigate = vi.fn<(url: string) => void>();
  const emitted: { name: AnyEventName; detail: unknown }[] = [];
  const services = createServices(
    parsed,
    {
      navigate,
      emit<K extends AnyEventName>(name: K, detail: AnyEventMap[K]) {
        emitted.push({ name, detail });
        dispatchStorefrontEvent(name, detail);
      },
    },
    ...(options.language ? [options.language] : []),
  );
  const store = options.product
    ? createProductStore(productFromItem(options.product, services.currency))
    : null;
  const view = render(
    <IslandProvider services={services} product={store}>
      {island}
    </IslandProvider>,
  );
  const events = <K extends AnyEventName>(name: K) =>
    emitted.filter((event) => event.name === name).map((event) => event.detail as AnyEventMap[K]);
  return { ...view, services, store, navigate, events };
}

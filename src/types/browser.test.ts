// Type tests for the public browser API (the expectTypeOf lines are checked by `tsc` in
// `npm run check`; the runtime comparisons by vitest): the declared island names are the
// manifest's (which both registries are built from), every event has its detail,
// window.Storefront and document listeners are typed.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { StorefrontApi as RuntimeApi } from '../browser/public-api.ts';
import type { AddToCartEventDetail } from '../core/domain/add-to-cart-event.ts';
import type { Cart } from '../core/domain/cart-schema.ts';
import { islandNames } from '../islands/manifest.ts';
import { widgetRegistry } from '../islands/registry.ts';
import { serverWidgets } from '../islands/server-registry.ts';
import type {
  IslandName,
  IslandOptions,
  StorefrontApi,
  StorefrontDebugReport,
  StorefrontDomEventMap,
  StorefrontEventMap,
  StorefrontEventName,
  StorefrontQueuedCall,
} from './browser.ts';

describe('public browser types', () => {
  it('declare exactly the islands the bundle and the server half know', async () => {
    // The browser registry and the types come from the manifest, the server registry from the
    // island folders: the same names, each key its widget's name.
    expect(widgetRegistry.names().sort()).toEqual(islandNames().sort());
    expect(Object.keys(serverWidgets).sort()).toEqual(islandNames().sort());
    for (const name of islandNames()) {
      expect((await widgetRegistry.load(name)).name).toBe(name);
      expect(serverWidgets[name]?.name).toBe(name);
    }
    expectTypeOf<ReturnType<typeof islandNames>[number]>().toEqualTypeOf<IslandName>();
    expectTypeOf<'restock-form' | 'cart-pill' | 'lightbox'>().toExtend<IslandName>();
    expectTypeOf<string>().not.toExtend<IslandName>();
    expectTypeOf<IslandOptions['variant-select']>().toEqualTypeOf<{
      readonly attributes?: { readonly display?: 'select' | 'radio' };
    }>();
    expectTypeOf<IslandOptions['button']['attributes']['href']>().toEqualTypeOf<string>();
  });

  it('declare every event the runtime dispatches, with its detail', () => {
    expectTypeOf<StorefrontEventMap['cart-change']>().toEqualTypeOf<{ cart: Cart }>();
    expectTypeOf<StorefrontEventMap['add-to-cart']>().toEqualTypeOf<AddToCartEventDetail>();
    expectTypeOf<StorefrontDomEventMap['storefront:ready']>().toEqualTypeOf<
      CustomEvent<{ version: string; islands: number }>
    >();
    expectTypeOf<keyof StorefrontDomEventMap>().toEqualTypeOf<`storefront:${StorefrontEventName}`>();
  });

  it('type window.Storefront, Storefront.on, queued calls and document listeners', () => {
    expectTypeOf<StorefrontApi>().toEqualTypeOf<RuntimeApi>();
    expectTypeOf(window.Storefront).toEqualTypeOf<StorefrontApi | unknown[] | undefined>();
    expectTypeOf<StorefrontApi['on']>().parameter(0).toEqualTypeOf<StorefrontEventName>();
    expectTypeOf<StorefrontApi['cart']['add']>().returns.resolves.toEqualTypeOf<Cart>();
    expectTypeOf<StorefrontApi['debug']>().returns.resolves.toEqualTypeOf<StorefrontDebugReport>();
    const queued: StorefrontQueuedCall = [
      'on',
      'add-to-cart',
      (detail: AddToCartEventDetail) => detail.quantity,
    ];
    // @ts-expect-error the handler's detail follows the event name
    const wrong: StorefrontQueuedCall = ['on', 'ready', (detail: { cart: Cart }) => detail.cart];
    expect([queued, wrong]).toHaveLength(2);
    const listen = () =>
      document.addEventListener('storefront:variant-change', (event) => {
        expectTypeOf(event.detail.variantId).toEqualTypeOf<string | undefined>();
      });
    expect(typeof listen).toBe('function');
    // @ts-expect-error not an event the storefront dispatches
    expectTypeOf<StorefrontEventMap['cart-changed']>().toBeNever();
  });
});

// Type tests for the public browser API (the expectTypeOf lines are checked by `tsc` in
// `npm run check`; the runtime comparisons by vitest): the declared island names are the
// registries', every event has its detail, window.Storefront and document listeners are typed.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { widgetRegistry } from '../../widgets/registry.ts';
import { serverWidgets } from '../../widgets/server-registry.ts';
import type { StorefrontApi as RuntimeApi } from '../boot/public-api.ts';
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart } from '../domain/cart-schema.ts';
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

// Every island name, written out: a value the compiler checks against IslandName both ways.
const ISLANDS = {
  'cart-pill': 1,
  'product-price': 1,
  'variant-select': 1,
  quantity: 1,
  'add-to-cart': 1,
  form: 1,
  newsletter: 1,
  button: 1,
  'installment-message': 1,
  'quick-view': 1,
  cart: 1,
  lightbox: 1,
  'audio-player': 1,
  'restock-form': 1,
  scarcity: 1,
} satisfies Record<IslandName, 1>;

describe('public browser types', () => {
  it('declare exactly the islands the bundle and the server half know', () => {
    expect(Object.keys(ISLANDS).sort()).toEqual(widgetRegistry.names().sort());
    expect(Object.keys(ISLANDS).sort()).toEqual(Object.keys(serverWidgets).sort());
    expectTypeOf<keyof typeof ISLANDS>().toEqualTypeOf<IslandName>();
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

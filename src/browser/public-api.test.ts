import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchStorefrontEvent, type StorefrontEventName } from '../core/contract/storefront-events.ts';
import { createHttp } from '../core/platform/http.ts';
import { createCartStore } from '../core/store/cart-store.ts';
import { resolveStrings } from '../core/words/strings.ts';
import { createPublicApi } from './public-api.ts';

function api() {
  const cart = createCartStore(async () => createHttp({ apiRoot: '/api/' }), resolveStrings());
  const purchase = { addEntry: async () => cart.getState().cart };
  return createPublicApi('test', cart, purchase, { mountAll: () => {}, unmountAll: () => {} }, () =>
    Promise.reject(new Error('no debug report in this test')),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Storefront.on', () => {
  it('warns about an unknown event and lists the known ones, still returning an unsubscribe', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const off = api().on('bogus-event' as StorefrontEventName, () => {});
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).toMatch(/^\[Storefront\] Storefront\.on\("bogus-event"\): no such event/);
    expect(line).toContain(
      'Events: ready, cart-change, add-to-cart, variant-change, added-to-cart, add-to-cart-error,',
    );
    expect(line).toContain('button-click.');
    expect(typeof off).toBe('function');
  });

  it('says nothing for a known event, and the handler runs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handler = vi.fn();
    const off = api().on('ready', handler);
    dispatchStorefrontEvent('ready', { version: 'x', islands: 0 });
    off();
    expect(handler).toHaveBeenCalledWith({ version: 'x', islands: 0 });
    expect(warn).not.toHaveBeenCalled();
  });
});

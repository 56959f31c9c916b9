import { describe, expect, it, vi } from 'vitest';
import { dispatchStorefrontEvent } from '../contract/storefront-events.ts';
import { EMPTY_CART } from '../domain/cart.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import type { Census } from './census.ts';
import type { CommerceEvents } from './commerce-events.ts';
import { createAnalyticsGate } from './gate.ts';
import type { TrackedEvent } from './tracked-events.ts';
import { createTriggers } from './triggers.ts';

function fakes() {
  const census = {
    quickView: vi.fn(async () => {}),
    overlay: vi.fn(async () => {}),
    formRender: vi.fn(async () => {}),
    buttonRender: vi.fn(async () => {}),
    buttonClick: vi.fn(async () => {}),
  };
  const commerce = {
    recordAddToCart: vi.fn(),
    recordAddToCartFailure: vi.fn(),
    recordViewCart: vi.fn(),
    recordRemoveFromCart: vi.fn(),
    recordCustomForm: vi.fn(),
  };
  return { census, commerce };
}

const anonymous = SiteContextSchema.parse({ website: { id: 's' } });
const entry = { id: 'e1', itemId: 'p1', quantity: 1 };
const product = { id: 'p1', name: 'Mug' } as never;
const button = { blockId: 'b1', href: '/blog/', text: 'Read' };
const failure = {
  errorType: 'API_FAILURE',
  message: 'Please try again.',
  productId: 'p1',
  variantId: 'v1',
  sku: 'SKU-1',
  pageType: 50,
  isQuickView: false,
} as const;

function setup(
  gate = createAnalyticsGate({ context: anonymous, path: '/' }),
  afterConfig?: (task: () => void) => void,
) {
  const { census, commerce } = fakes();
  const triggers = createTriggers({
    gate,
    census: census as unknown as Census,
    commerce: commerce as unknown as CommerceEvents,
    ...(afterConfig ? { afterConfig } : {}),
  });
  return { census, commerce, triggers };
}

function fireAll() {
  dispatchStorefrontEvent('quick-view', { productId: 'p1' });
  dispatchStorefrontEvent('overlay-open', { kind: 'installment', id: 'p1' });
  dispatchStorefrontEvent('form-render', { formId: 'f1' });
  dispatchStorefrontEvent('view-cart', { cart: EMPTY_CART });
  dispatchStorefrontEvent('remove-from-cart', { entry, cart: EMPTY_CART });
  dispatchStorefrontEvent('custom-form-open', { product, formId: 'f-1', itemId: 'p1' });
  dispatchStorefrontEvent('custom-form-save', { product, formId: 'f-1', itemId: 'p1' });
  dispatchStorefrontEvent('button-render', button);
  dispatchStorefrontEvent('button-click', button);
  // The public attempt event alone sends nothing: AddToCart follows the add that landed.
  dispatchStorefrontEvent('add-to-cart', { quantity: 9 } as never);
  dispatchStorefrontEvent('added-to-cart', { quantity: 1 } as never);
  dispatchStorefrontEvent('add-to-cart-error', failure);
}

describe('analytics triggers', () => {
  it('turns each storefront DOM event into its call, once', () => {
    const { census, commerce, triggers } = setup();
    const stop = triggers.listen();
    fireAll();
    stop();
    fireAll();
    expect(census.quickView.mock.calls).toEqual([['p1']]);
    expect(census.overlay.mock.calls).toEqual([[{ overlayKind: 'installment', overlayId: 'p1' }]]);
    expect(census.formRender.mock.calls).toEqual([['f1']]);
    const payload = { blockId: 'b1', buttonText: 'Read', buttonUrl: '/blog/' };
    expect(census.buttonRender.mock.calls).toEqual([[payload]]);
    expect(census.buttonClick.mock.calls).toEqual([[payload]]);
    expect(commerce.recordViewCart.mock.calls).toEqual([[EMPTY_CART]]);
    expect(commerce.recordRemoveFromCart.mock.calls).toEqual([[entry, EMPTY_CART]]);
    expect(commerce.recordCustomForm.mock.calls).toEqual([
      ['open', { product, formId: 'f-1', itemId: 'p1' }],
      ['save', { product, formId: 'f-1', itemId: 'p1' }],
    ]);
    expect(commerce.recordAddToCart.mock.calls).toEqual([[{ quantity: 1 }]]);
    expect(commerce.recordAddToCartFailure.mock.calls).toEqual([[failure]]);
  });

  it('asks the gate each time: nothing goes out while it says no', () => {
    const gate = createAnalyticsGate({ context: anonymous, path: '/' });
    const { census, commerce, triggers } = setup(gate);
    const stop = triggers.listen();
    gate.setPlatformCensusDisabled(true);
    fireAll();
    expect(
      [...Object.values(census), ...Object.values(commerce)].every((fn) => fn.mock.calls.length === 0),
    ).toBe(true);
    gate.setPlatformCensusDisabled(false);
    dispatchStorefrontEvent('form-render', { formId: 'f2' });
    expect(census.formRender.mock.calls).toEqual([['f2']]);
    stop();
  });

  it('with the owner switch off, no trigger fires', () => {
    const gate = createAnalyticsGate({ context: anonymous, path: '/', ownerSwitch: 'analytics-off' });
    const { census, commerce, triggers } = setup(gate);
    const stop = triggers.listen();
    fireAll();
    stop();
    expect(
      [...Object.values(census), ...Object.values(commerce)].every((fn) => fn.mock.calls.length === 0),
    ).toBe(true);
  });

  it('waits for the bootstrap config before anything goes out', () => {
    const waiting: (() => void)[] = [];
    const { census, triggers } = setup(undefined, (task) => waiting.push(task));
    triggers.handle({ name: 'quick-view', detail: { productId: 'p9' } });
    expect(census.quickView).not.toHaveBeenCalled();
    for (const task of waiting) task();
    expect(census.quickView.mock.calls).toEqual([['p9']]);
  });

  it('ignores malformed details without throwing', () => {
    const { census, triggers } = setup();
    const bad = [
      { name: 'quick-view', detail: null },
      { name: 'quick-view', detail: { productId: '' } },
      { name: 'form-render', detail: { formId: 7 } },
      { name: 'view-cart', detail: 'cart' },
    ] as unknown as TrackedEvent[];
    for (const event of bad) expect(() => triggers.handle(event)).not.toThrow();
    expect(census.quickView).not.toHaveBeenCalled();
    expect(census.formRender).not.toHaveBeenCalled();
  });
});

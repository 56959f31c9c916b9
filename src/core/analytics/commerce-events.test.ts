import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { dispatchStorefrontEvent } from '../contract/storefront-events.ts';
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { normalizeProduct } from '../domain/product.ts';
import { addToCartDetail } from './add-detail.test-helper.ts';
import { ADD_TO_CART_ERROR_TYPES } from './add-to-cart-failure.ts';
import type { Census } from './census.ts';
import {
  COMMERCE_EVENTS,
  type CommerceEvents,
  cartData,
  createCommerceEvents,
  itemData,
  ORDER_CONFIRMED_EVENT,
  orderAnalytics,
} from './commerce-events.ts';
import { EDITOR_FRAME_ATTRIBUTE } from './constants.ts';
import { cartEntryItem } from './ga4-items.ts';
import { createAnalyticsGate } from './gate.ts';
import { createLegacyTracker } from './legacy-events.ts';
import { createTransport } from './transport.ts';
import { createTriggers } from './triggers.ts';

const { analytics } = setupMockPlatform();

const parse = (extra: Record<string, unknown>) =>
  SiteContextSchema.parse({ website: { id: 'site-us' }, ...extra });

function commerce(extra: Record<string, unknown>, enabled = true, win?: Window) {
  const context = parse(extra);
  const track = createLegacyTracker({
    transport: createTransport({ beacon: null }),
    context,
    locale: 'en-US',
  });
  return createCommerceEvents({ context, track, enabled, ...(win ? { win } : {}) });
}

/** Routes storefront DOM events to `events` through production's one event router (triggers.ts). */
function routeEvents(events: CommerceEvents): () => void {
  const gate = createAnalyticsGate({ context: parse({}), path: '/' });
  return createTriggers({ gate, census: {} as Census, commerce: events }).listen();
}

const until = (count: number) => vi.waitFor(() => expect(analytics.ofKind('event')).toHaveLength(count));

// The page context carries the platform's product item; the add-to-cart event the domain Product.
const productItem = {
  id: 'prod-1',
  name: 'Stoneware Mug',
  productType: 1,
  variants: [
    {
      id: 'var-2',
      sku: 'MUG-BLUE',
      onSale: true,
      priceMoney: { value: '26.00', currency: 'USD' },
      salePriceMoney: { value: '20.00', currency: 'USD' },
      qtyInStock: 5,
    },
  ],
};
const product = normalizeProduct(productItem, 'USD');
const variant = product.variants[0];

function addDetail(overrides: Partial<AddToCartEventDetail> = {}): AddToCartEventDetail {
  return addToCartDetail(product, {
    quantity: 2,
    selectedVariant: variant,
    addToCartText: 'Add To Cart',
    isQuickView: true,
    collection: { id: 'col-9' },
    ...overrides,
  });
}

afterEach(() => document.documentElement.removeAttribute(EDITOR_FRAME_ATTRIBUTE));

describe('page visits', () => {
  it('sends CommerceShopping_VisitPDP on a product detail page with ids, item data, login state, session cookies', async () => {
    Cookies.set('ss_cvr', 'v1|1|1|1|1', { path: '/' });
    Cookies.set('ss_cvt', '1', { path: '/' });
    const events = commerce({
      item: { id: 'item-9', recordType: 11 },
      collection: { id: 'col-1', type: 13 },
      product: productItem,
    });
    expect(events.visitPage()).toBe('CommerceShopping_VisitPDP');
    await until(1);
    const [entry] = analytics.ofKind('event');
    expect(entry?.event).toBe('CommerceShopping_VisitPDP');
    expect(entry?.data).toMatchObject({
      websiteId: 'site-us',
      collectionId: 'col-1',
      pageItemId: 'item-9',
      itemId: 'item-9',
      productName: 'Stoneware Mug',
      productType: 1,
      loggedIn: false,
      ss_cvr: 'v1|1|1|1|1',
      ss_cvt: '1',
    });
  });

  it('sends CommerceShopping_VisitPLP on a products collection', async () => {
    expect(commerce({ collection: { id: 'col-1', type: 13, title: 'Shop' } }).visitPage()).toBe(
      'CommerceShopping_VisitPLP',
    );
    await until(1);
    expect(analytics.ofKind('event')[0]?.data).toMatchObject({
      collectionId: 'col-1',
      collectionTitle: 'Shop',
    });
  });

  it('sends nothing for a list page inside the editor frame', async () => {
    document.documentElement.setAttribute(EDITOR_FRAME_ATTRIBUTE, '');
    const framed = { self: window, top: {} as Window, document } as unknown as Window;
    expect(commerce({ collection: { id: 'col-1', type: 13 } }, true, framed).visitPage()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(analytics.entries()).toEqual([]);
  });

  it('sends nothing when tracking is skipped', async () => {
    const events = commerce({ collection: { id: 'col-1', type: 13 } }, false);
    expect(events.visitPage()).toBeUndefined();
    events.viewCart();
    const stop = routeEvents(events);
    dispatchStorefrontEvent('added-to-cart', addDetail());
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(analytics.entries()).toEqual([]);
  });
});

describe('AddToCart', () => {
  it('follows the storefront:added-to-cart event (an add that landed) with the product, variant and quantity', async () => {
    Cookies.set('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'member-5' }), {
      path: '/',
    });
    const events = commerce({ collection: { id: 'col-1', type: 13 } });
    const stop = routeEvents(events);
    // The attempt alone (it may still fail) sends nothing.
    dispatchStorefrontEvent('add-to-cart', addDetail({ quantity: 7 }));
    dispatchStorefrontEvent('added-to-cart', addDetail());
    stop();
    dispatchStorefrontEvent('added-to-cart', addDetail({ quantity: 1 }));
    await until(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(analytics.ofKind('event')).toHaveLength(1);
    const [entry] = analytics.ofKind('event');
    expect(entry?.event).toBe('CommerceShopping_AddToCart');
    expect(entry?.data).toMatchObject({
      itemId: 'prod-1',
      productName: 'Stoneware Mug',
      sku: 'MUG-BLUE',
      variantId: 'var-2',
      quantity: 2,
      price: 20,
      currency: 'USD',
      pageType: 50,
      isInStock: true,
      isQuickView: true,
      expressCheckout: false,
      collectionId: 'col-9',
      loggedIn: true,
      siteUserId: 'member-5',
      memberAccountId: 'member-5',
    });
  });

  it('a malformed event detail still sends, with what it has, and never throws', async () => {
    const events = commerce({});
    const stop = routeEvents(events);
    const broken = { product: 'nonsense', quantity: 'two' } as unknown as AddToCartEventDetail;
    expect(() => dispatchStorefrontEvent('added-to-cart', broken)).not.toThrow();
    stop();
    await until(1);
    const [entry] = analytics.ofKind('event');
    expect(entry?.event).toBe('CommerceShopping_AddToCart');
    expect(entry?.data).toMatchObject({ websiteId: 'site-us', isQuickView: false, loggedIn: false });
    expect(entry?.data).not.toHaveProperty('itemId');
    expect(entry?.data).not.toHaveProperty('quantity');
  });
});

describe('add-to-cart failures (issue 21.4)', () => {
  const failure = (extra: Record<string, unknown> = {}) =>
    ({
      errorType: 'OUT_OF_STOCK',
      message: 'Sorry, we do not have enough of that item available.',
      productId: 'prod-1',
      variantId: 'var-2',
      sku: 'MUG-BLUE',
      pageType: 50,
      isQuickView: true,
      ...extra,
    }) as never;

  it('sends each storefront:add-to-cart-error once as the failure event, with its type, product, variant and page type', async () => {
    const events = commerce({});
    const stop = routeEvents(events);
    dispatchStorefrontEvent('add-to-cart-error', failure());
    stop();
    dispatchStorefrontEvent('add-to-cart-error', failure());
    await until(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sent = analytics.ofKind('event');
    expect(sent.map((entry) => entry.event)).toEqual(['CommerceShopping_AddToCartFailure']);
    expect(sent[0]?.data).toMatchObject({
      errorType: 'OUT_OF_STOCK',
      itemId: 'prod-1',
      variantId: 'var-2',
      sku: 'MUG-BLUE',
      pageType: 50,
      isQuickView: true,
      websiteId: 'site-us',
    });
  });

  it('every error type of spec 8 is sent; an unknown type or a broken detail is not, and nothing throws', async () => {
    const events = commerce({});
    const stop = routeEvents(events);
    for (const errorType of ADD_TO_CART_ERROR_TYPES)
      dispatchStorefrontEvent('add-to-cart-error', failure({ errorType }));
    expect(() =>
      dispatchStorefrontEvent('add-to-cart-error', failure({ errorType: 'MADE_UP' })),
    ).not.toThrow();
    expect(() => dispatchStorefrontEvent('add-to-cart-error', null as never)).not.toThrow();
    stop();
    await until(ADD_TO_CART_ERROR_TYPES.length);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(
      analytics.ofKind('event').map((entry) => (entry.data as { errorType?: unknown }).errorType),
    ).toEqual([...ADD_TO_CART_ERROR_TYPES]);
  });

  it('sends nothing when tracking is skipped', async () => {
    const events = commerce({}, false);
    const stop = routeEvents(events);
    dispatchStorefrontEvent('add-to-cart-error', failure());
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(analytics.entries()).toEqual([]);
  });
});

describe('the rest of the list', () => {
  it('has a function per spec event, each sending its name', async () => {
    const events = commerce({});
    const keys = Object.keys(COMMERCE_EVENTS).filter(
      (key) => !['visitPdp', 'visitPlp'].includes(key),
    ) as (keyof typeof COMMERCE_EVENTS)[];
    for (const key of keys) events[key]({ marker: key });
    await until(keys.length);
    expect(
      analytics
        .ofKind('event')
        .map((entry) => entry.event)
        .sort(),
    ).toEqual(
      [
        'CommerceShopping_AddToCart',
        'CommerceShopping_OpenCustomProductForm',
        'CommerceShopping_RelatedProductAddToCart',
        'CommerceShopping_RelatedProductClick',
        'CommerceShopping_RelatedProductDisplay',
        'CommerceShopping_RemoveFromCart',
        'CommerceShopping_ReviewsTab',
        'CommerceShopping_ReviewsVitalsAnchorLink',
        'CommerceShopping_SaveCustomProductForm',
        'CommerceShopping_ViewCart',
      ].sort(),
    );
  });
});

describe('helpers', () => {
  it('itemData uses the regular price when the variant is not on sale', () => {
    expect(itemData(product, variant && { ...variant, onSale: false }, 1)).toMatchObject({
      price: 26,
      quantity: 1,
    });
  });

  it('itemData reads the platform product item too (page context), in major units', () => {
    expect(itemData(productItem, productItem.variants[0], 3)).toEqual({
      itemId: 'prod-1',
      productName: 'Stoneware Mug',
      productType: 1,
      sku: 'MUG-BLUE',
      variantId: 'var-2',
      quantity: 3,
      price: 20,
      currency: 'USD',
    });
  });

  it('itemData converts JPY (no decimals) from minor units', () => {
    const yen = normalizeProduct(
      {
        id: 'jp',
        name: 'Mug',
        productType: 1,
        variants: [{ id: 'v', sku: 'S', priceMoney: { value: '3900', currency: 'JPY' } }],
      },
      'JPY',
    );
    expect(itemData(yen, yen.variants[0], 1)).toMatchObject({ price: 3900, currency: 'JPY' });
  });

  it('order analytics divide cent prices by 100 in USD', () => {
    expect(
      orderAnalytics(
        {
          id: 'o1',
          grandTotalCents: 5299,
          shippingTotalCents: 500,
          taxTotalCents: 299,
          items: [{ sku: 'MUG', productName: 'Mug', quantity: 2, unitPriceCents: 2250 }],
        },
        'USD',
      ),
    ).toEqual({
      id: 'o1',
      currency: 'USD',
      grandTotal: 52.99,
      shippingTotal: 5,
      taxTotal: 2.99,
      items: [{ sku: 'MUG', productName: 'Mug', quantity: 2, unitPrice: 22.5 }],
    });
  });
});

// docs/decisions.md "Money": every cart field ending in Cents is minor units, and JPY has none; a
// currency outside the spec's list (KWD) has Intl's three.
describe.each([
  { currency: 'USD', minor: 390050, major: 3900.5, line: 129999, lineMajor: 1299.99 },
  { currency: 'EUR', minor: 390050, major: 3900.5, line: 129999, lineMajor: 1299.99 },
  { currency: 'JPY', minor: 3900, major: 3900, line: 1300, lineMajor: 1300 },
  { currency: 'KWD', minor: 3900500, major: 3900.5, line: 1299990, lineMajor: 1299.99 },
])(
  'money leaving the bundle in $currency is in its own major units (spec 3 "Order", spec 7, docs/decisions.md "Money")',
  (row) => {
    const entry = {
      id: 'e1',
      itemId: 'p1',
      quantity: 3,
      title: 'Mug',
      purchasePriceCents: row.line,
      chosenVariant: { sku: 'M-1' },
    };
    const cart = { id: 'c', entries: [entry], subtotalCents: row.minor, totalQuantity: 3 };
    const store = { websiteSettings: { storeSettings: { selectedCurrency: row.currency } } };

    it('ViewCart and RemoveFromCart', () => {
      const track = vi.fn(async (_name: string, _data?: Record<string, unknown>) => {});
      const events = createCommerceEvents({ context: parse(store), track, enabled: true });
      events.recordViewCart(cart);
      events.recordRemoveFromCart(entry, cart);
      expect(track.mock.calls[0]?.[1]).toMatchObject({
        subtotal: row.major,
        currency: row.currency,
        items: [{ price: row.lineMajor }],
      });
      expect(track.mock.calls[1]?.[1]).toMatchObject({ price: row.lineMajor, currency: row.currency });
    });

    it('order analytics', () => {
      const track = vi.fn(async (_name: string, _data?: Record<string, unknown>) => {});
      const events = createCommerceEvents({ context: parse(store), track, enabled: true });
      events.recordOrder({
        id: 'o',
        grandTotalCents: row.minor,
        shippingTotalCents: row.line,
        taxTotalCents: 0,
        items: [{ sku: 'M-1', productName: 'Mug', quantity: 1, unitPriceCents: row.line }],
      });
      expect(track.mock.calls[0]?.[1]).toMatchObject({
        order: {
          currency: row.currency,
          grandTotal: row.major,
          shippingTotal: row.lineMajor,
          taxTotal: 0,
          items: [{ unitPrice: row.lineMajor }],
        },
      });
    });

    it('AddToCart item data and the GA4 cart line agree', () => {
      const priced = normalizeProduct(
        {
          id: 'p1',
          name: 'Mug',
          productType: 1,
          variants: [
            { id: 'v', sku: 'M-1', priceMoney: { value: String(row.lineMajor), currency: row.currency } },
          ],
        },
        row.currency,
      );
      expect(itemData(priced, priced.variants[0], 1)).toMatchObject({
        price: row.lineMajor,
        currency: row.currency,
      });
      expect(cartEntryItem(entry, row.currency)).toMatchObject({
        price: row.lineMajor,
        currency: row.currency,
      });
    });
  },
);

describe('cart, custom form and order events', () => {
  const cart = {
    id: 'cart-1',
    entries: [
      {
        id: 'e1',
        itemId: 'p1',
        quantity: 3,
        title: 'Mug',
        purchasePriceCents: 1999,
        chosenVariant: { sku: 'M-1' },
      },
    ],
    subtotalCents: 5997,
    totalQuantity: 3,
  };

  it('cartData gives totals and lines in major units', () => {
    expect(cartData(cart, 'USD')).toEqual({
      cartId: 'cart-1',
      totalQuantity: 3,
      subtotal: 59.97,
      currency: 'USD',
      items: [{ itemId: 'p1', sku: 'M-1', productName: 'Mug', quantity: 3, price: 19.99 }],
    });
  });

  it('each goes to the legacy tracker and to the v2 sender, with the same name and data', async () => {
    const context = parse({});
    const track = vi.fn(async (_name: string, _data?: Record<string, unknown>) => {});
    const v2 = vi.fn((_name: string, _data: Record<string, unknown>) => {});
    const events = createCommerceEvents({ context, track, enabled: true, v2 });
    const stop = routeEvents(events);
    dispatchStorefrontEvent('view-cart', { cart });
    const [entry] = cart.entries;
    if (entry) dispatchStorefrontEvent('remove-from-cart', { entry, cart });
    const product = normalizeProduct({ id: 'p1', name: 'Mug', additionalFieldsFormId: 'f-1' });
    dispatchStorefrontEvent('custom-form-open', { product, formId: 'f-1', itemId: 'p1' });
    dispatchStorefrontEvent('custom-form-save', { product, formId: 'f-1', itemId: 'p1' });
    stop();
    dispatchStorefrontEvent('view-cart', { cart });
    events.recordOrder({
      id: 'o-1',
      grandTotalCents: 1000,
      shippingTotalCents: 100,
      taxTotalCents: 50,
      items: [],
    });
    const names = [
      'CommerceShopping_ViewCart',
      'CommerceShopping_RemoveFromCart',
      'CommerceShopping_OpenCustomProductForm',
      'CommerceShopping_SaveCustomProductForm',
      ORDER_CONFIRMED_EVENT,
    ];
    expect(track.mock.calls.map(([name]) => name)).toEqual(names);
    expect(v2.mock.calls.map(([name]) => name)).toEqual(names);
    expect(v2.mock.calls.map(([, data]) => data)).toEqual(track.mock.calls.map(([, data]) => data));
    expect(track.mock.calls[4]?.[1]).toMatchObject({
      order: { id: 'o-1', currency: 'USD', grandTotal: 10, shippingTotal: 1, taxTotal: 0.5, items: [] },
    });
  });

  it('a malformed cart event detail never throws', () => {
    const events = createCommerceEvents({ context: parse({}), track: vi.fn(async () => {}), enabled: true });
    const stop = routeEvents(events);
    expect(() =>
      document.dispatchEvent(new CustomEvent('storefront:view-cart', { detail: null })),
    ).not.toThrow();
    expect(() =>
      document.dispatchEvent(new CustomEvent('storefront:remove-from-cart', { detail: { cart: 7 } })),
    ).not.toThrow();
    stop();
  });
});

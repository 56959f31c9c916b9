import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { normalizeProduct, ProductType } from '../domain/product.ts';
import { addToCartDetail } from './add-detail.test-helper.ts';
import { createDataLayer } from './data-layer.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const pdp = { website: { id: 'site-us' }, pageType: 50, item: { id: 'mug', recordType: 11 } };
const plp = {
  website: { id: 'site-us' },
  pageType: 2,
  collection: { id: 'shop-col', title: 'Shop', type: 13 },
};

const mugJson = {
  id: 'mug',
  title: 'Stoneware Mug',
  variants: [
    {
      id: 'v-blue',
      sku: 'MUG-BLUE',
      priceMoney: { value: '26.00', currency: 'USD' },
      unlimited: true,
      attributes: { Glaze: 'Blue' },
    },
  ],
};
const vaseJson = {
  id: 'vase',
  title: 'Thrown Vase',
  variants: [{ id: 'v-1', sku: 'VASE', priceMoney: { value: '48.50', currency: 'USD' }, unlimited: true }],
};

/** Puts product containers on the page, as the builder renders product cards. */
function renderProducts(...items: Record<string, unknown>[]) {
  document.body.innerHTML = items
    .map(
      (item) =>
        `<div data-storefront-product><script type="application/json">${JSON.stringify(item)}</script></div>`,
    )
    .join('');
}

function layerFor(context: Record<string, unknown>, options: { allowed?: () => boolean; cart?: Cart } = {}) {
  return createDataLayer({
    context: SiteContextSchema.parse(context),
    allowed: options.allowed ?? (() => true),
    cart: () => options.cart,
  });
}

const pushed = () => window.dataLayer ?? [];
const events = () =>
  pushed()
    .map((entry) => (entry as { event?: string }).event)
    .filter(Boolean);

const addDetail = (overrides: Partial<AddToCartEventDetail> = {}): AddToCartEventDetail =>
  addToCartDetail(normalizeProduct(mugJson, 'USD'), { quantity: 2, ...overrides });

const cart: Cart = {
  id: 'cart-1',
  entries: [
    {
      id: 'e1',
      itemId: 'mug',
      title: 'Stoneware Mug',
      quantity: 2,
      purchasePriceCents: 2600,
      chosenVariant: { sku: 'MUG-BLUE', attributes: { Glaze: 'Blue' } },
    },
    { id: 'e2', itemId: 'vase', title: 'Thrown Vase', quantity: 1, purchasePriceCents: 4850 },
  ],
  subtotalCents: 10050,
  totalQuantity: 3,
};

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the dataLayer (GA4 ecommerce events)', () => {
  it('product page: view_item with the page product, once per page view, after { ecommerce: null }', () => {
    renderProducts(vaseJson, mugJson);
    const layer = layerFor(pdp);
    layer.visitPage();
    layer.visitPage();
    expect(pushed()).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'USD',
          value: 26,
          items: [{ item_id: 'mug', item_name: 'Stoneware Mug', price: 26, currency: 'USD', quantity: 1 }],
        },
      },
    ]);
  });

  it("product page without product islands: view_item from the context's product item", () => {
    const layer = layerFor({ ...pdp, product: vaseJson });
    layer.visitPage();
    expect(pushed()[1]).toMatchObject({
      event: 'view_item',
      ecommerce: { value: 48.5, items: [{ item_id: 'vase', item_name: 'Thrown Vase', price: 48.5 }] },
    });
  });

  it('list page: view_item_list with every card in page order, its list and index', () => {
    renderProducts(mugJson, vaseJson, mugJson);
    const layer = layerFor(plp);
    layer.visitPage();
    layer.visitPage();
    expect(events()).toEqual(['view_item_list']);
    expect(pushed()[1]).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'USD',
        value: 74.5,
        item_list_id: 'shop-col',
        item_list_name: 'Shop',
        items: [
          {
            item_id: 'mug',
            item_name: 'Stoneware Mug',
            price: 26,
            currency: 'USD',
            quantity: 1,
            item_list_id: 'shop-col',
            item_list_name: 'Shop',
            index: 0,
          },
          {
            item_id: 'vase',
            item_name: 'Thrown Vase',
            price: 48.5,
            currency: 'USD',
            quantity: 1,
            item_list_id: 'shop-col',
            item_list_name: 'Shop',
            index: 1,
          },
        ],
      },
    });
  });

  it('search page: search with the term from ?q=, not an ecommerce event; none without a term', () => {
    history.replaceState(null, '', '/search?q=%20stoneware%20mug%20');
    try {
      layerFor({ website: { id: 's' }, pageType: 102 }).visitPage();
      expect(pushed()).toEqual([{ event: 'search', search_term: 'stoneware mug' }]);
      delete window.dataLayer;
      history.replaceState(null, '', '/search');
      layerFor({ website: { id: 's' }, pageType: 102 }).visitPage();
      expect(pushed()).toEqual([]);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('quick view: select_item with the card, its list and index, each time it opens', () => {
    renderProducts(vaseJson, mugJson);
    const layer = layerFor(plp);
    layer.handle({ name: 'quick-view', detail: { productId: 'mug' } });
    layer.handle({ name: 'quick-view', detail: { productId: 'mug' } });
    layer.handle({ name: 'quick-view', detail: { productId: 'not-on-page' } });
    expect(events()).toEqual(['select_item', 'select_item']);
    expect(pushed()[1]).toMatchObject({
      ecommerce: {
        item_list_id: 'shop-col',
        items: [{ item_id: 'mug', item_name: 'Stoneware Mug', price: 26, index: 1, item_list_name: 'Shop' }],
      },
    });
  });

  it('add to cart: add_to_cart with the chosen variant and quantity, value = price × quantity', () => {
    const layer = layerFor(pdp);
    layer.handle({ name: 'added-to-cart', detail: addDetail() });
    expect(pushed()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'USD',
          value: 52,
          items: [
            {
              item_id: 'mug',
              item_name: 'Stoneware Mug',
              item_variant: 'Blue',
              price: 26,
              currency: 'USD',
              quantity: 2,
            },
          ],
        },
      },
    ]);
  });

  it('express checkout: add_to_cart, then begin_checkout with the whole cart', () => {
    const layer = layerFor(pdp, { cart });
    layer.handle({ name: 'added-to-cart', detail: addDetail({ expressCheckout: true }) });
    expect(events()).toEqual(['add_to_cart', 'begin_checkout']);
    expect(pushed()[2]).toEqual({ ecommerce: null });
    expect(pushed()[3]).toMatchObject({
      ecommerce: {
        currency: 'USD',
        value: 100.5,
        items: [
          { item_id: 'mug', quantity: 2 },
          { item_id: 'vase', price: 48.5 },
        ],
      },
    });
  });

  it('a subscription is subscribe (spec 7: analytics for a shop covers subscribe), then begin_checkout; nothing joins the cart', () => {
    const layer = layerFor(pdp);
    const subscribed = addDetail({ subscriptionId: 'plan-monthly' });
    layer.handle({
      name: 'added-to-cart',
      detail: { ...subscribed, quantity: 1, product: { ...subscribed.product, subscribable: true } },
    });
    const item = {
      item_id: 'mug',
      item_name: 'Stoneware Mug',
      item_variant: 'Blue',
      price: 26,
      currency: 'USD',
      quantity: 1,
    };
    expect(pushed()).toEqual([
      { ecommerce: null },
      {
        event: 'subscribe',
        ecommerce: { currency: 'USD', value: 26, subscription_id: 'plan-monthly', items: [item] },
      },
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'USD', value: 26, items: [item] } },
    ]);
  });

  it('a gift card goes straight to its checkout: begin_checkout only', () => {
    const layer = layerFor(pdp);
    const gift = addDetail();
    layer.handle({
      name: 'added-to-cart',
      detail: { ...gift, quantity: 1, product: { ...gift.product, type: ProductType.GIFT_CARD } },
    });
    expect(events()).toEqual(['begin_checkout']);
    expect(pushed()[1]).toMatchObject({ ecommerce: { value: 26, items: [{ item_id: 'mug', quantity: 1 }] } });
  });

  it('cart page: view_cart once per page view, remove_from_cart for each removed line', () => {
    const layer = layerFor({ website: { id: 's' }, pageType: 200 });
    layer.handle({ name: 'view-cart', detail: { cart } });
    layer.handle({ name: 'view-cart', detail: { cart } });
    const [removed] = cart.entries;
    if (!removed) throw new Error('fixture');
    layer.handle({ name: 'remove-from-cart', detail: { entry: removed, cart } });
    expect(events()).toEqual(['view_cart', 'remove_from_cart']);
    expect(pushed()[1]).toMatchObject({
      ecommerce: { value: 100.5, items: [{ item_id: 'mug' }, { item_id: 'vase' }] },
    });
    expect(pushed()[3]).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'USD',
        value: 52,
        items: [
          {
            item_id: 'mug',
            item_name: 'Stoneware Mug',
            item_variant: 'Blue',
            price: 26,
            currency: 'USD',
            quantity: 2,
          },
        ],
      },
    });
  });

  it('JPY store: whole-yen prices and values', () => {
    const layer = layerFor({ ...pdp, websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } } });
    layer.handle({ name: 'view-cart', detail: { cart } });
    expect(pushed()[1]).toMatchObject({
      ecommerce: {
        currency: 'JPY',
        value: 10050,
        items: [{ price: 2600, currency: 'JPY' }, { price: 4850 }],
      },
    });
  });

  it('forms: sign_up for restock and newsletter, generate_lead for a site form', () => {
    const layer = layerFor(pdp);
    layer.handle({ name: 'form-submitted', detail: { formId: 'restock-mug', kind: 'restock' } });
    layer.handle({ name: 'form-submitted', detail: { formId: 'news-1', kind: 'newsletter' } });
    layer.handle({ name: 'form-submitted', detail: { formId: 'contact', kind: 'form' } });
    expect(pushed()).toEqual([
      { event: 'sign_up', method: 'restock', form_id: 'restock-mug' },
      { event: 'sign_up', method: 'newsletter', form_id: 'news-1' },
      { event: 'generate_lead', form_id: 'contact' },
    ]);
  });

  it('covers the shop analytics spec 7 names for an ads pixel: view product, add to cart, search, subscribe and registration (sign_up)', () => {
    renderProducts(mugJson);
    const layer = layerFor(pdp);
    layer.visitPage();
    layer.handle({ name: 'added-to-cart', detail: addDetail() });
    const subscribed = addDetail();
    layer.handle({
      name: 'added-to-cart',
      detail: { ...subscribed, product: { ...subscribed.product, subscribable: true } },
    });
    layer.handle({ name: 'form-submitted', detail: { formId: 'news-1', kind: 'newsletter' } });
    history.replaceState(null, '', '/search?q=mug');
    try {
      layerFor({ website: { id: 's' }, pageType: 102 }).visitPage();
    } finally {
      history.replaceState(null, '', '/');
    }
    // The names an ads pixel's tag maps to its own (ViewContent, AddToCart, Subscribe,
    // CompleteRegistration, Search): docs/README.md "Ads pixels".
    expect(events()).toEqual([
      'view_item',
      'add_to_cart',
      'subscribe',
      'begin_checkout',
      'sign_up',
      'search',
    ]);
  });

  it('pushes nothing while the gate says no, and a page event held back then is still sent once allowed', () => {
    renderProducts(mugJson);
    let allowed = false;
    const layer = layerFor(pdp, { allowed: () => allowed });
    layer.visitPage();
    layer.handle({ name: 'added-to-cart', detail: addDetail() });
    layer.handle({ name: 'form-submitted', detail: { formId: 'contact', kind: 'form' } });
    expect(window.dataLayer).toBeUndefined();
    allowed = true;
    layer.visitPage();
    expect(events()).toEqual(['view_item']);
  });

  it("keeps the page's own dataLayer entries and pushes after them; a dataLayer that is not an array is left alone", () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    layerFor(pdp).handle({ name: 'added-to-cart', detail: addDetail() });
    expect(pushed()).toHaveLength(3);
    expect(pushed()[0]).toEqual({ 'gtm.start': 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as unknown as { dataLayer: unknown }).dataLayer = 'not a list';
    const layer = layerFor(pdp);
    layer.handle({ name: 'added-to-cart', detail: addDetail() });
    layer.handle({ name: 'added-to-cart', detail: addDetail() });
    expect((window as unknown as { dataLayer: unknown }).dataLayer).toBe('not a list');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[Storefront\] window\.dataLayer is not an array/);
  });
});

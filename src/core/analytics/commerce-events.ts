// Commerce visitor events (SPEC 7), sent as legacy events with ids, item data, login state and
// the census session cookies, each also as a v2 event (same name as its schema) through the
// environment's collector. VisitPDP / VisitPLP follow the page kind; AddToCart, ViewCart,
// RemoveFromCart, OpenCustomProductForm and SaveCustomProductForm follow their storefront DOM
// events; order analytics follows the order-confirmed page (order.ts). RelatedProduct* and
// Reviews* follow the DOM events a theme's related-products and reviews blocks dispatch.

import type {
  CustomFormEventDetail,
  RelatedProductDetail,
  ReviewsDetail,
} from '../contract/storefront-events.ts';
import type { AddToCartErrorEventDetail, AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart, CartEntry } from '../domain/cart-schema.ts';
import type { OrderContext, SiteContext } from '../domain/context-schema.ts';
import { DEFAULT_CURRENCY, majorUnits as toMajor } from '../domain/currency.ts';
import { ADD_TO_CART_FAILURE_EVENT, addToCartFailureData } from './add-to-cart-failure.ts';
import type { LegacyTracker } from './legacy-events.ts';
import { readMember } from './member.ts';
import { commercePageKind } from './page-kind.ts';
import { guard } from './safe.ts';
import { createThemeBlockEvents } from './theme-block-events.ts';
import { readSessionCookies } from './visitor-cookies.ts';

export const COMMERCE_EVENTS = {
  visitPdp: 'CommerceShopping_VisitPDP',
  visitPlp: 'CommerceShopping_VisitPLP',
  addToCart: 'CommerceShopping_AddToCart',
  viewCart: 'CommerceShopping_ViewCart',
  removeFromCart: 'CommerceShopping_RemoveFromCart',
  relatedProductDisplay: 'CommerceShopping_RelatedProductDisplay',
  relatedProductAddToCart: 'CommerceShopping_RelatedProductAddToCart',
  relatedProductClick: 'CommerceShopping_RelatedProductClick',
  openCustomProductForm: 'CommerceShopping_OpenCustomProductForm',
  saveCustomProductForm: 'CommerceShopping_SaveCustomProductForm',
  reviewsTab: 'CommerceShopping_ReviewsTab',
  reviewsVitalsAnchorLink: 'CommerceShopping_ReviewsVitalsAnchorLink',
} as const;

/**
 * Order analytics on the order-confirmed page. The spec names no event for it; this is ours,
 * in the same family, so the platform can tell it apart.
 */
export const ORDER_CONFIRMED_EVENT = 'CommerceShopping_OrderConfirmed';

export type CommerceEventKey = keyof typeof COMMERCE_EVENTS;
type CommerceEventName = (typeof COMMERCE_EVENTS)[CommerceEventKey];

interface CommerceItemData {
  itemId?: string | undefined;
  productName?: string | undefined;
  productType?: number | undefined;
  sku?: string | undefined;
  variantId?: string | undefined;
  quantity?: number | undefined;
  /** Unit price in major units (20 for $20.00). */
  price?: number | undefined;
  currency?: string | undefined;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A price in major units from either money shape: domain Money {minor, currency} or platform {value, currency}. */
function majorUnits(value: unknown): { price: number | undefined; currency: string | undefined } {
  const money = record(value);
  const currency = text(money.currency) ?? text(money.currencyCode);
  const minor = num(money.minor);
  if (minor !== undefined) return { price: toMajor(minor, currency ?? DEFAULT_CURRENCY), currency };
  const major = Number(text(money.value) ?? text(money.decimalValue) ?? Number.NaN);
  return { price: Number.isFinite(major) ? major : undefined, currency };
}

/**
 * Item data from a product and an optional chosen variant. Accepts the domain Product/Variant
 * the add-to-cart event carries and the platform's product item of the page context (SPEC 3).
 */
export function itemData(
  productValue: unknown,
  variantValue?: unknown,
  quantity?: unknown,
): CommerceItemData {
  const product = record(productValue);
  const variant = record(variantValue);
  const onSale = variant.onSale === true;
  const variantPrice = onSale
    ? majorUnits(variant.salePrice ?? variant.salePriceMoney)
    : majorUnits(variant.price ?? variant.priceMoney);
  const productPrice = majorUnits(product.price ?? record(product.structuredContent).priceMoney);
  const { price, currency } = variantPrice.price === undefined ? productPrice : variantPrice;
  return {
    itemId: text(product.id),
    productName: text(product.name) ?? text(product.title),
    productType:
      num(product.type) ?? num(product.productType) ?? num(record(product.structuredContent).productType),
    sku: text(variant.sku),
    variantId: text(variant.id),
    quantity: num(quantity),
    price,
    currency,
  };
}

/**
 * Order analytics (SPEC 7). The spec says cent prices are divided by 100; docs/decisions.md "Money" settles
 * that amounts are minor units of the currency, so they are divided by its own minor unit
 * (100 for USD, 1 for JPY, 1000 for KWD). The page context's `order` field, in the store currency.
 */
type OrderInput = Pick<OrderContext, 'id' | 'grandTotalCents' | 'shippingTotalCents' | 'taxTotalCents'> & {
  readonly items: readonly { sku: string; productName: string; quantity: number; unitPriceCents: number }[];
};

export function orderAnalytics(order: OrderInput, currency: string) {
  return {
    id: order.id,
    currency,
    grandTotal: toMajor(order.grandTotalCents, currency),
    shippingTotal: toMajor(order.shippingTotalCents, currency),
    taxTotal: toMajor(order.taxTotalCents, currency),
    items: order.items.map((item) => ({
      sku: item.sku,
      productName: item.productName,
      quantity: item.quantity,
      unitPrice: toMajor(item.unitPriceCents, currency),
    })),
  };
}

/** A commerce event's v2 twin: schema name and the same data. */
type CommerceV2Sender = (name: string, data: Record<string, unknown>) => void;

interface CommerceEventsOptions {
  readonly context: SiteContext;
  readonly track: LegacyTracker;
  /** False when visitor tracking is skipped (SPEC 6); a function is asked at each event. */
  readonly enabled: boolean | (() => boolean);
  /** Sends the v2 event of each commerce event (none when missing). */
  readonly v2?: CommerceV2Sender;
  readonly win?: Window;
}

export type CommerceEvents = {
  readonly [K in CommerceEventKey]: (data?: Record<string, unknown>) => void;
} & {
  /** Sends VisitPDP or VisitPLP when this page is one; returns which it sent. */
  visitPage(): CommerceEventName | undefined;
  /** Sends AddToCart for an add that landed (storefront:added-to-cart). */
  recordAddToCart(detail: AddToCartEventDetail): void;
  /** Sends the add-to-cart failure event for one storefront:add-to-cart-error. */
  recordAddToCartFailure(detail: AddToCartErrorEventDetail): void;
  /** ViewCart: the cart page showed this cart. */
  recordViewCart(cart: Cart): void;
  /** RemoveFromCart: this line left the cart. */
  recordRemoveFromCart(entry: CartEntry, cart: Cart): void;
  /** OpenCustomProductForm / SaveCustomProductForm for this product. */
  recordCustomForm(moment: 'open' | 'save', detail: CustomFormEventDetail): void;
  /** Order analytics for a confirmed order (minor units to the store currency's major units). */
  recordOrder(order: OrderInput): void;
  /** RelatedProductDisplay / Click / AddToCart, from a theme's `storefront:related-product`. */
  recordRelatedProduct(detail: RelatedProductDetail): void;
  /** ReviewsTab / ReviewsVitalsAnchorLink, from a theme's `storefront:reviews`. */
  recordReviews(detail: ReviewsDetail): void;
};

/** Cart totals and lines for ViewCart, in the currency's major units. */
const linePrice = (entry: CartEntry, currency: string) =>
  entry.purchasePriceCents === undefined ? undefined : toMajor(entry.purchasePriceCents, currency);

export function cartData(cart: Cart, currency: string) {
  const entries = Array.isArray(cart.entries) ? cart.entries : [];
  return {
    cartId: cart.id,
    totalQuantity: cart.totalQuantity,
    subtotal: toMajor(cart.subtotalCents, currency),
    currency,
    items: entries.map((entry) => ({
      itemId: entry.itemId,
      sku: entry.chosenVariant?.sku,
      productName: entry.title,
      quantity: entry.quantity,
      price: linePrice(entry, currency),
    })),
  };
}

/** VisitPDP or VisitPLP when this page is one (returns which was sent); never throws into the page. */
function visitPage(
  context: SiteContext,
  send: (name: string, data: Record<string, unknown>) => void,
  win: Window | undefined,
): CommerceEventName | undefined {
  try {
    const kind = commercePageKind(context, win);
    if (kind === 'pdp') {
      const pageProduct = context.product === undefined ? {} : itemData(context.product);
      send(COMMERCE_EVENTS.visitPdp, { ...pageProduct, itemId: context.item?.id ?? pageProduct.itemId });
      return COMMERCE_EVENTS.visitPdp;
    }
    if (kind === 'plp') {
      send(COMMERCE_EVENTS.visitPlp, { collectionTitle: context.collection?.title });
      return COMMERCE_EVENTS.visitPlp;
    }
  } catch {
    // Never throw into the page.
  }
  return undefined;
}

/**
 * Sends one event, with what every event carries (site, page, member, session), to the tracker and
 * the v2 hook, while analytics is enabled.
 */
function createSend(options: CommerceEventsOptions) {
  const { context } = options;
  const base = () => {
    const member = readMember();
    return {
      websiteId: context.website.id,
      collectionId: context.collection?.id,
      pageItemId: context.item?.id,
      loggedIn: member.loggedIn,
      siteUserId: member.memberAccountId,
      ...readSessionCookies(),
    };
  };
  const enabled = () => (typeof options.enabled === 'function' ? options.enabled() : options.enabled);
  return (name: string, data: Record<string, unknown> = {}) => {
    if (!enabled()) return;
    const payload = { ...base(), ...data };
    void options.track(name, payload);
    options.v2?.(name, payload);
  };
}

function removeFromCartData(entry: CartEntry, cart: Cart, currency: string) {
  return {
    itemId: entry.itemId,
    entryId: entry.id,
    productName: entry.title,
    sku: entry.chosenVariant?.sku,
    quantity: entry.quantity,
    price: linePrice(entry, currency),
    currency,
    cartId: cart.id,
    cartTotalQuantity: cart.totalQuantity,
  };
}

export function createCommerceEvents(options: CommerceEventsOptions): CommerceEvents {
  const { context } = options;
  const send = createSend(options);
  const currency = context.websiteSettings.storeSettings.selectedCurrency;

  const events = {} as Record<CommerceEventKey, (data?: Record<string, unknown>) => void>;
  for (const key of Object.keys(COMMERCE_EVENTS) as CommerceEventKey[]) {
    events[key] = guard((data?: Record<string, unknown>) => send(COMMERCE_EVENTS[key], data));
  }

  const recordAddToCart = guard((detail: AddToCartEventDetail) => {
    send(COMMERCE_EVENTS.addToCart, {
      ...itemData(detail.product, detail.selectedVariant, detail.quantity),
      pageType: detail.pageType,
      isInStock: detail.isInStock,
      isQuickView: detail.isQuickView === true,
      expressCheckout: detail.expressCheckout === true,
      subscriptionId: detail.subscriptionId,
      collectionId: detail.collection?.id ?? context.collection?.id,
    });
  });

  const recordAddToCartFailure = guard((detail: AddToCartErrorEventDetail) => {
    const data = addToCartFailureData(detail);
    if (data) send(ADD_TO_CART_FAILURE_EVENT, data);
  });

  const recordViewCart = guard((cart: Cart) => send(COMMERCE_EVENTS.viewCart, cartData(cart, currency)));
  const recordRemoveFromCart = guard((entry: CartEntry, cart: Cart) =>
    send(COMMERCE_EVENTS.removeFromCart, removeFromCartData(entry, cart, currency)),
  );
  // Before purchase the form knows the product and variant; editing a cart entry, only its ids.
  const recordCustomForm = guard((moment: 'open' | 'save', detail: CustomFormEventDetail) =>
    send(moment === 'open' ? COMMERCE_EVENTS.openCustomProductForm : COMMERCE_EVENTS.saveCustomProductForm, {
      ...(detail.product
        ? itemData(detail.product, detail.variant)
        : { itemId: detail.itemId, sku: detail.sku }),
      formId: detail.formId,
      ...(detail.entryId ? { entryId: detail.entryId } : {}),
    }),
  );
  const recordOrder = guard((order: OrderInput) =>
    send(ORDER_CONFIRMED_EVENT, { order: orderAnalytics(order, currency) }),
  );
  const themeBlocks = createThemeBlockEvents(
    (key, data) => send(COMMERCE_EVENTS[key], data),
    () => context.item?.id,
  );

  return {
    ...events,
    visitPage: () => (options.enabled ? visitPage(context, send, options.win) : undefined),
    recordAddToCart,
    recordAddToCartFailure,
    recordViewCart,
    recordRemoveFromCart,
    ...themeBlocks,
    recordCustomForm,
    recordOrder,
  };
}

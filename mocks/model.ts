// An in-memory model of the platform with real state: stock that goes down, carts with entries
// and totals in cents, and switchable failure scenarios. Unit tests, component tests and the
// demo's service worker all drive this one model through the MSW handlers.

import { currencyDecimals } from '../src/core/domain/currency.ts';
import { parseMajorUnits } from '../src/core/domain/money.ts';
import type { ProductItemInput } from '../src/core/domain/product-schema.ts';
import { SHOPS, type Shop, shopProducts } from './fixtures/shops.ts';
import { FormsModel } from './forms-model.ts';
import { RestockBook, type RestockState } from './restock-book.ts';

export const SCENARIOS = [
  'none',
  'slow',
  'rate-limit',
  'server-error',
  'csrf-expired',
  'offline',
  'drop-after-apply',
  'flaky',
  'sold-out',
  'form-unauthorized',
  'form-not-configured',
  'form-field-errors',
  'form-error',
  'form-no-key',
  'owner-signed-out',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const SCENARIO_LABELS: Readonly<Record<Scenario, string>> = {
  none: 'Normal',
  slow: 'Slow (2 s)',
  'rate-limit': 'Rate limited (429)',
  'server-error': 'Server error (500)',
  'csrf-expired': 'Session expired (CSRF)',
  offline: 'Offline',
  'drop-after-apply': 'Drop the response after applying',
  flaky: 'Flaky: 20% of cart calls fail',
  'sold-out': 'Everything sold out',
  'form-unauthorized': 'Forms: 401 on save',
  'form-not-configured': 'Forms: 404 on save',
  'form-field-errors': 'Forms: 400 with field errors',
  'form-error': 'Forms: 400 with an error',
  'form-no-key': 'Forms: no submission key',
  'owner-signed-out': 'Owner signed out (401)',
};

interface MockCartEntry {
  id: string;
  itemId: string;
  sku: string;
  attributes: Record<string, string>;
  quantity: number;
  title: string;
  unitPriceCents: number;
  additionalFields: string | null;
  /** The product's custom form (absent in carts saved before entries named it). */
  additionalFieldsFormId?: string | undefined;
  /** The product's image and page, for the cart line's thumbnail and link (absent in older carts). */
  imageUrl?: string | undefined;
  productUrl?: string | undefined;
}

interface MockCart {
  token: string;
  websiteId: string;
  currency: string;
  created: number;
  entries: MockCartEntry[];
}

interface StockRecord {
  unlimited: boolean;
  qty: number;
}

export interface ModelState {
  /** Visitor tokens this platform issued; an unknown token gets a fresh cart, as on the platform. */
  tokens: string[];
  carts: Record<string, MockCart>;
  stock: Record<string, StockRecord>;
  nextId: number;
  /** Back-in-stock sign-ups (absent in state saved before restock existed). */
  restock?: RestockState;
  /** Faults the QA scenarios injected into cart calls, by kind (the chaos tests report them). */
  faults?: Record<string, number>;
}

export class OutOfStockError extends Error {}
export class UnknownItemError extends Error {}
export class UnknownEntryError extends Error {}

function effectiveCents(
  variant: NonNullable<ProductItemInput['variants']>[number],
  currency: string,
): number {
  const money = variant.onSale ? variant.salePriceMoney : variant.priceMoney;
  if (!money?.value) return variant.onSale ? (variant.salePrice ?? 0) : (variant.price ?? 0);
  return parseMajorUnits(money.value, currency).minor;
}

export class PlatformModel {
  readonly products = new Map<string, { item: ProductItemInput; shop: Shop }>();
  scenario: Scenario = 'none';
  /** Form definitions, submission keys and saved submissions (kept in memory only). */
  readonly forms = new FormsModel();
  /** The flaky scenario's dice; tests and the fault measurement seed it. */
  random: () => number = Math.random;
  private state: ModelState;
  /** Back-in-stock sign-ups: thousands seeded for the main shop, plus the ones shoppers make. */
  readonly restock: RestockBook;

  constructor(
    saved?: ModelState,
    private readonly onChange: (state: ModelState) => void = () => {},
  ) {
    for (const shop of SHOPS) {
      for (const item of shopProducts(shop)) this.products.set(item.id, { item, shop });
    }
    this.state = saved ?? { tokens: [], carts: {}, stock: this.initialStock(), nextId: 1 };
    this.restock = new RestockBook(
      this.products,
      () => {
        this.state.restock ??= RestockBook.emptyState();
        return this.state.restock;
      },
      () => this.onChange(this.state),
    );
  }

  /** The sign-ups waiting for one product/variant (tests read what a shopper sent). */
  restockSignUps(productId: string, variantId: string | null) {
    return this.restock.signUps(productId, variantId);
  }

  private initialStock(): Record<string, StockRecord> {
    const stock: Record<string, StockRecord> = {};
    for (const { item } of this.products.values()) {
      for (const variant of item.variants ?? []) {
        if (variant.sku)
          stock[`${item.id}|${variant.sku}`] = {
            unlimited: variant.unlimited === true,
            qty: variant.qtyInStock ?? 0,
          };
      }
    }
    return stock;
  }

  reset(): void {
    this.state = { tokens: [], carts: {}, stock: this.initialStock(), nextId: 1 };
    this.scenario = 'none';
    this.forms.reset();
    this.onChange(this.state);
  }

  /** Adds or replaces a product (tests use this for products the catalogue lacks). */
  addProduct(item: ProductItemInput, shop: Shop = SHOPS[0] as Shop): void {
    this.products.set(item.id, { item, shop });
    for (const variant of item.variants ?? []) {
      if (variant.sku)
        this.state.stock[`${item.id}|${variant.sku}`] = {
          unlimited: variant.unlimited === true,
          qty: variant.qtyInStock ?? 0,
        };
    }
  }

  /** One visitor token (the CART cookie) holds one cart per website, as separate sites would. */
  cart(token: string | undefined, websiteId: string): MockCart | undefined {
    return token ? this.state.carts[`${token}|${websiteId}`] : undefined;
  }

  knowsToken(token: string | undefined): token is string {
    return token !== undefined && this.state.tokens.includes(token);
  }

  newToken(): string {
    const token = `cart-${this.state.nextId++}-${Math.random().toString(36).slice(2, 10)}`;
    this.state.tokens.push(token);
    return token;
  }

  stockOf(itemId: string, sku: string): StockRecord {
    if (this.scenario === 'sold-out') return { unlimited: false, qty: 0 };
    return this.state.stock[`${itemId}|${sku}`] ?? { unlimited: false, qty: 0 };
  }

  stockForItem(itemId: string): { sku: string; variantId: string; unlimited: boolean; qtyInStock: number }[] {
    const product = this.products.get(itemId);
    if (!product) throw new UnknownItemError(itemId);
    return (product.item.variants ?? []).map((variant) => {
      const stock = this.stockOf(itemId, variant.sku ?? '');
      return {
        sku: variant.sku ?? '',
        variantId: variant.id ?? '',
        unlimited: stock.unlimited,
        qtyInStock: stock.qty,
      };
    });
  }

  private entryOf(token: string | undefined, websiteId: string, entryId: string) {
    const cart = this.cart(token, websiteId);
    const entry = cart?.entries.find((candidate) => candidate.id === entryId);
    if (!cart || !entry) throw new UnknownEntryError(entryId);
    return { cart, entry };
  }

  private takeStock(itemId: string, sku: string, delta: number): void {
    const stock = this.stockOf(itemId, sku);
    if (stock.unlimited || delta === 0) return;
    if (delta > 0 && stock.qty < delta) throw new OutOfStockError(sku);
    this.state.stock[`${itemId}|${sku}`] = { unlimited: false, qty: stock.qty - delta };
  }

  /** docs/decisions.md "Cart entry changes": sets one entry's quantity, taking or returning stock. */
  setQuantity(token: string | undefined, websiteId: string, entryId: string, quantity: number): MockCart {
    const { cart, entry } = this.entryOf(token, websiteId, entryId);
    this.takeStock(entry.itemId, entry.sku, quantity - entry.quantity);
    entry.quantity = quantity;
    this.onChange(this.state);
    return cart;
  }

  /** Removes one entry and returns its stock. */
  removeEntry(token: string | undefined, websiteId: string, entryId: string): MockCart {
    const { cart, entry } = this.entryOf(token, websiteId, entryId);
    this.takeStock(entry.itemId, entry.sku, -entry.quantity);
    cart.entries = cart.entries.filter((candidate) => candidate !== entry);
    this.onChange(this.state);
    return cart;
  }

  /** Replaces one entry's custom form answers (spec 7); the item and sku must match the entry. */
  setAdditionalFields(
    token: string | undefined,
    websiteId: string,
    entryId: string,
    request: { itemId: string; sku: string; additionalFields: string },
  ): { cart: MockCart; entry: MockCartEntry } {
    const found = this.entryOf(token, websiteId, entryId);
    if (found.entry.itemId !== request.itemId || found.entry.sku !== request.sku)
      throw new UnknownEntryError(entryId);
    found.entry.additionalFields = request.additionalFields;
    this.onChange(this.state);
    return found;
  }

  /** Replaces the whole state (the demo: another tab of the same browser changed it). */
  replaceState(state: ModelState): void {
    this.state = state;
  }

  /** Counts one injected fault (kept with the state, so every tab's faults add up). */
  noteFault(fault: string): void {
    if (fault === 'none') return;
    this.state.faults ??= {};
    const faults = this.state.faults;
    faults[fault] = (Object.hasOwn(faults, fault) ? (faults[fault] ?? 0) : 0) + 1;
    this.onChange(this.state);
  }

  /** Adds to the cart behind `token` for one website, creating the cart when there is none. */
  addEntry(
    token: string,
    websiteId: string,
    request: { itemId: string; sku: string; quantity: number; additionalFields: string | null },
  ): { cart: MockCart; entry: MockCartEntry } {
    const product = this.products.get(request.itemId);
    const variant = product?.item.variants?.find((v) => v.sku === request.sku);
    if (!product || !variant) throw new UnknownItemError(request.itemId);
    const stock = this.stockOf(request.itemId, request.sku);
    if (!stock.unlimited && stock.qty < request.quantity) throw new OutOfStockError(request.sku);
    let cart = this.cart(token, websiteId);
    if (!cart) {
      cart = { token, websiteId, currency: product.shop.currency, created: Date.now(), entries: [] };
      this.state.carts[`${token}|${websiteId}`] = cart;
    }
    if (!stock.unlimited)
      this.state.stock[`${request.itemId}|${request.sku}`] = {
        unlimited: false,
        qty: stock.qty - request.quantity,
      };
    let entry = cart.entries.find(
      (e) =>
        e.itemId === request.itemId &&
        e.sku === request.sku &&
        e.additionalFields === request.additionalFields,
    );
    if (entry) {
      entry.quantity += request.quantity;
    } else {
      entry = {
        id: `entry-${this.state.nextId++}`,
        itemId: request.itemId,
        sku: request.sku,
        attributes: { ...variant.attributes },
        quantity: request.quantity,
        title: product.item.title ?? '',
        unitPriceCents: effectiveCents(variant, product.shop.currency),
        additionalFields: request.additionalFields,
        additionalFieldsFormId: product.item.additionalFieldsFormId ?? undefined,
        imageUrl: product.item.assetUrl ?? undefined,
        productUrl: product.item.fullUrl ?? undefined,
      };
      cart.entries.push(entry);
    }
    this.onChange(this.state);
    return { cart, entry };
  }

  /** Replaces a cart entry's custom form answers; undefined when the cart has no such entry. */
  updateEntryFields(
    token: string | undefined,
    websiteId: string,
    entryId: string,
    additionalFields: string,
  ): { cart: MockCart; entry: MockCartEntry } | undefined {
    const cart = this.cart(token, websiteId);
    const entry = cart?.entries.find((e) => e.id === entryId);
    if (!cart || !entry) return undefined;
    entry.additionalFields = additionalFields;
    this.onChange(this.state);
    return { cart, entry };
  }
}

/** A small seeded random source (mulberry32) so a flaky run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The cart as the platform's JSON: totals recomputed from the entries every time. */
export function cartJson(cart: MockCart | undefined, websiteId: string, currency: string) {
  const entries = (cart?.entries ?? []).map((entry) => ({
    id: entry.id,
    itemId: entry.itemId,
    chosenVariant: { sku: entry.sku, attributes: entry.attributes },
    quantity: entry.quantity,
    title: entry.title,
    purchasePriceCents: entry.unitPriceCents,
    subTotal: entry.unitPriceCents * entry.quantity,
    ...(entry.additionalFields ? { additionalFields: entry.additionalFields } : {}),
    // The spec does not say the platform names the form on an entry; the cart page's Edit needs it.
    ...(entry.additionalFieldsFormId ? { additionalFieldsFormId: entry.additionalFieldsFormId } : {}),
    // Nor that it names the product's image and page; the cart page shows them when it does.
    ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
    ...(entry.productUrl ? { productUrl: entry.productUrl } : {}),
  }));
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  const cartCurrency = cart?.currency ?? currency;
  const digits = currencyDecimals(cartCurrency);
  return {
    id: cart?.token ?? '',
    websiteId,
    created: cart?.created ?? Date.now(),
    isPurchased: false,
    entries,
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: entries.length > 0,
    subtotal: { value: (subtotalCents / 10 ** digits).toFixed(digits), currency: cartCurrency },
  };
}

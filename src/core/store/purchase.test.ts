import type { KyInstance } from 'ky';
// The purchase command's every path and result, with a fake cart and subscription call: the
// checks in order, gift card, subscription, custom form (both onward paths), cart add, express
// checkout, and each failure with its tracked type and the shopper's words.
import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { product as makeProduct } from '../domain/buy-flow-fixtures.test-helper.ts';
import { EMPTY_CART } from '../domain/cart.ts';
import type { Cart } from '../domain/cart-schema.ts';
import { DEFAULT_CONTEXT, type SiteContext } from '../domain/context-schema.ts';
import type { Product } from '../domain/product.ts';
import { ProductType } from '../domain/product.ts';
import type { AddEntryRequest } from '../platform/cart-api.ts';
import { PlatformError } from '../platform/errors.ts';
import { defaultStrings } from '../words/strings.ts';
import type { CartState } from './cart-store.ts';
import { createProductStore } from './product-store.ts';
import { type CustomFormCollector, createPurchaseCommands, type PurchaseDependencies } from './purchase.ts';

const strings = defaultStrings;

function cartWith(quantity: number, sku = 'SKU-1'): Cart {
  return {
    ...EMPTY_CART,
    totalQuantity: quantity,
    entries: quantity ? [{ id: 'e1', itemId: 'p1', quantity, chosenVariant: { sku } }] : [],
  } as Cart;
}

function setup(
  options: {
    context?: Partial<SiteContext>;
    express?: boolean;
    add?: (request: AddEntryRequest) => Promise<Cart>;
    subscription?: () => Promise<string>;
    cart?: Cart;
    cookie?: boolean;
  } = {},
) {
  const added: AddEntryRequest[] = [];
  const cart = createStore<Pick<CartState, 'cart' | 'add'>>()(() => ({
    cart: options.cart ?? EMPTY_CART,
    add: async (request) => {
      added.push(request);
      const shoppingCart = await (options.add?.(request) ?? Promise.resolve(cartWith(request.quantity)));
      return { shoppingCart };
    },
  }));
  const context: SiteContext = {
    ...DEFAULT_CONTEXT,
    ...options.context,
    website: { ...DEFAULT_CONTEXT.website, id: 'site-1' },
    websiteSettings: {
      ...DEFAULT_CONTEXT.websiteSettings,
      storeSettings: {
        ...DEFAULT_CONTEXT.websiteSettings.storeSettings,
        expressCheckout: options.express ?? false,
      },
    },
  };
  const deps = {
    context,
    strings,
    cart,
    http: vi.fn(async () => ({}) as KyInstance),
    startSubscription: vi.fn(options.subscription ?? (() => Promise.resolve('token-1'))),
    emit: vi.fn(),
    navigate: vi.fn(),
    hasCartCookie: () => options.cookie ?? true,
  } satisfies PurchaseDependencies;
  const commands = createPurchaseCommands(deps);
  const events = (name: string) =>
    deps.emit.mock.calls.filter(([event]) => event === name).map(([, detail]) => detail);
  return { commands, deps, added, events };
}

const sized = (overrides: Partial<Product> = {}) =>
  makeProduct({
    variantSpecs: [
      { attributes: { Size: 'S' }, stock: 3 },
      { attributes: { Size: 'M' }, stock: 0 },
    ],
    ...overrides,
  });

function chosen(product: Product, selected: Record<string, string> = {}, quantityText = '1') {
  const store = createProductStore(product);
  for (const [option, value] of Object.entries(selected)) store.getState().choose(option, value);
  store.getState().setQuantityText(quantityText);
  return store;
}

describe('purchase: checks, in the spec order', () => {
  it.each([
    ['a missing option', {}, '1', 'NO_VARIANT_SELECTED', 'Please select the Size option.', undefined],
    ['a sold-out variant', { Size: 'M' }, '1', 'OUT_OF_STOCK', strings.outOfStock, 2],
    [
      'a quantity that is not a number',
      { Size: 'S' },
      'two',
      'QUANTITY_NOT_A_NUMBER',
      strings.quantityNotANumber,
      1,
    ],
    ['more than the stock', { Size: 'S' }, '4', 'OUT_OF_STOCK', strings.outOfStock, 1],
  ])(
    'refuses %s before any call, with the type and words ready within the click',
    async (_, selected, quantity, type, message, variantNumber) => {
      const { commands, added, deps, events } = setup();
      const attempt = commands.start(chosen(sized(), selected, quantity), { isQuickView: false });
      expect(attempt.check.ok).toBe(false);
      expect(attempt.checkFailure).toEqual({ status: 'failed', type, message, title: 'Unable to Add Item' });
      // Nothing is announced until complete() runs (after the frame that shows the message).
      expect(deps.emit).not.toHaveBeenCalled();
      await expect(attempt.complete()).resolves.toEqual(attempt.checkFailure);
      expect(added).toEqual([]);
      expect(events('add-to-cart')).toHaveLength(1);
      expect(events('add-to-cart-error')).toEqual([
        {
          errorType: type,
          message,
          productId: 'p1',
          variantId: variantNumber && `v${variantNumber}`,
          sku: variantNumber && `SKU-${variantNumber}`,
          pageType: DEFAULT_CONTEXT.pageType,
          isQuickView: false,
        },
      ]);
      // A refused add never landed: no added-to-cart (analytics' AddToCart follows that one).
      expect(events('added-to-cart')).toEqual([]);
    },
  );

  it('refuses a variant that does not exist', async () => {
    const product = makeProduct({
      variantSpecs: [
        { attributes: { Size: 'S', Colour: 'Red' } },
        { attributes: { Size: 'M', Colour: 'Blue' } },
      ],
    });
    const { commands } = setup();
    const attempt = commands.start(chosen(product, { Size: 'S', Colour: 'Blue' }), { isQuickView: false });
    expect(attempt.checkFailure?.type).toBe('VARIANT_UNAVAILABLE');
  });

  it('counts what the cart holds against the stock', () => {
    const { commands } = setup({ cart: cartWith(3) });
    const attempt = commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false });
    expect(attempt.checkFailure?.type).toBe('OUT_OF_STOCK');
  });
});

describe('purchase: paths and results', () => {
  it('adds to the cart and returns the cart and the popover text', async () => {
    const { commands, added, events } = setup();
    const attempt = commands.start(chosen(sized(), { Size: 'S' }, '2'), { isQuickView: true });
    const result = await attempt.complete();
    expect(result).toEqual({
      status: 'added',
      cart: cartWith(2),
      message: 'Linen Tee was added to your cart.',
      variant: expect.objectContaining({ sku: 'SKU-1', attributes: { Size: 'S' } }),
      quantity: 2,
    });
    expect(added).toEqual([{ itemId: 'p1', sku: 'SKU-1', quantity: 2, additionalFields: undefined }]);
    const [detail] = events('add-to-cart') as { isQuickView: boolean; quantity: number }[];
    expect(detail).toMatchObject({ isQuickView: true, quantity: 2, addToCartText: 'Add To Cart' });
  });

  it('runs once however often complete() is called', async () => {
    const { commands, added } = setup();
    const attempt = commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false });
    await Promise.all([attempt.complete(), attempt.complete()]);
    expect(added).toHaveLength(1);
  });

  it('maps a failed add to API_FAILURE with the catalogue text', async () => {
    const { commands, events } = setup({
      add: () => Promise.reject(new PlatformError('rate-limit', strings.rateLimited, 429)),
    });
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toEqual({
      status: 'failed',
      type: 'API_FAILURE',
      title: 'Unable to Add Item',
      message: strings.rateLimited,
    });
    expect(events('add-to-cart-error')).toHaveLength(1);
  });

  it("shows the platform's own words for a client error", async () => {
    const { commands } = setup({
      add: () => Promise.reject(new PlatformError('http', strings.tryAgain, 409, 'Only 1 left.')),
    });
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toMatchObject({ status: 'failed', message: 'Only 1 left.' });
  });

  it('says "Please try again." for a failure that is not the platform\'s', async () => {
    const { commands } = setup({ add: () => Promise.reject(new Error('bug')) });
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toMatchObject({ status: 'failed', type: 'API_FAILURE', message: strings.tryAgain });
  });

  it('says "Please try again." for a fault in the path outside any call', async () => {
    const { commands, deps } = setup({ express: true });
    deps.navigate.mockImplementation(() => {
      throw new Error('bug');
    });
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toMatchObject({ status: 'failed', type: 'API_FAILURE', message: strings.tryAgain });
  });

  it('goes to express checkout after the add when the store has it', async () => {
    const { commands, deps } = setup({ express: true });
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toEqual({ status: 'navigated', url: '/commerce/goto-checkout' });
    expect(deps.navigate).toHaveBeenCalledWith('/commerce/goto-checkout');
  });

  it('refuses express checkout without the cart cookie, under the purchase title', async () => {
    const { commands, deps } = setup({ express: true, cookie: false });
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toEqual({
      status: 'failed',
      type: 'EXPRESS_CHECKOUT_FAILURE',
      title: 'Unable to Purchase Item',
      message: strings.expressCheckoutNoCookie,
    });
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('sends a gift card to its checkout in the top window, with no cart call', async () => {
    const card = makeProduct({
      type: ProductType.GIFT_CARD,
      variantSpecs: [{ attributes: { Amount: '$25' } }],
    });
    const { commands, deps, added } = setup();
    const result = await commands.start(chosen(card), { isQuickView: false }).complete();
    expect(result).toEqual({
      status: 'navigated',
      url: '/checkout/giftcard?websiteId=site-1&giftCardProductId=p1&sku=SKU-1',
    });
    expect(deps.navigate).toHaveBeenCalledWith(expect.any(String), { topWindow: true });
    expect(added).toEqual([]);
  });

  it('starts a subscription and goes to its checkout', async () => {
    const plan = sized({ subscribable: true, subscriptionOptionIds: ['opt-1'] });
    const { commands, deps, added } = setup();
    const result = await commands.start(chosen(plan, { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toEqual({ status: 'navigated', url: '/checkout/subscribe?cartToken=token-1' });
    expect(deps.startSubscription).toHaveBeenCalledWith({
      itemId: 'p1',
      sku: 'SKU-1',
      qty: 1,
      additionalFields: undefined,
      subscriptionOptionId: 'opt-1',
    });
    expect(added).toEqual([]);
  });

  it('reports a failed subscription call as SUB_API_FAILURE', async () => {
    const plan = sized({ subscribable: true });
    const { commands } = setup({
      subscription: () => Promise.reject(new PlatformError('network', strings.checkConnection)),
    });
    const result = await commands.start(chosen(plan, { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toMatchObject({
      status: 'failed',
      type: 'SUB_API_FAILURE',
      message: strings.checkConnection,
    });
  });
});

describe('purchase: what analytics hears (issue 24.6, 21.4)', () => {
  it('added-to-cart follows an add that landed, once, with the attempt detail', async () => {
    const { commands, events } = setup();
    await commands.start(chosen(sized(), { Size: 'S' }, '2'), { isQuickView: false }).complete();
    expect(events('added-to-cart')).toEqual(events('add-to-cart'));
    expect(events('added-to-cart')).toHaveLength(1);
    expect(events('add-to-cart-error')).toEqual([]);
  });

  it.each([
    ['500', new PlatformError('http', strings.tryAgain, 500)],
    ['429', new PlatformError('rate-limit', strings.rateLimited, 429)],
  ])(
    'an add refused with %s sends no added-to-cart, and one API_FAILURE with product, variant and page type',
    async (_, failure) => {
      const { commands, events } = setup({ add: () => Promise.reject(failure), context: { pageType: 50 } });
      await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: true }).complete();
      expect(events('added-to-cart')).toEqual([]);
      expect(events('add-to-cart-error')).toEqual([
        {
          errorType: 'API_FAILURE',
          message: failure.message,
          productId: 'p1',
          variantId: 'v1',
          sku: 'SKU-1',
          pageType: 50,
          isQuickView: true,
        },
      ]);
    },
  );

  it('a subscription lands before the shopper is sent to its checkout', async () => {
    const { commands, deps } = setup();
    await commands
      .start(chosen(sized({ subscribable: true }), { Size: 'S' }), { isQuickView: false })
      .complete();
    const order =
      deps.emit.mock.invocationCallOrder[
        deps.emit.mock.calls.findIndex(([name]) => name === 'added-to-cart')
      ];
    expect(order).toBeLessThan(deps.navigate.mock.invocationCallOrder[0] ?? 0);
  });

  it('onAdding is called at once without a form, and only after the form is saved with one', async () => {
    const { commands } = setup();
    const plain = vi.fn();
    await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete(plain);
    expect(plain).toHaveBeenCalledTimes(1);

    let save: (answers: string | undefined) => void = () => undefined;
    const collect = vi.fn(() => new Promise<string | undefined>((resolve) => (save = resolve)));
    commands.provideCustomForm({ collect });
    const withForm = vi.fn();
    const pending = commands
      .start(chosen(sized({ additionalFieldsFormId: 'form-1' }), { Size: 'S' }), { isQuickView: false })
      .complete(withForm);
    await vi.waitFor(() => expect(collect).toHaveBeenCalled());
    expect(withForm).not.toHaveBeenCalled();
    save('{}');
    await pending;
    expect(withForm).toHaveBeenCalledTimes(1);
  });

  it('the form is asked for with the add-to-cart words for its button', async () => {
    const { commands } = setup();
    const collect = vi.fn(() => Promise.resolve(undefined));
    commands.provideCustomForm({ collect });
    const result = await commands
      .start(chosen(sized({ additionalFieldsFormId: 'form-1' }), { Size: 'S' }), { isQuickView: false })
      .complete();
    expect(result.status).toBe('cancelled');
    expect(collect).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
      submitLabel: 'Add To Cart',
    });
  });
});

describe('purchase: the custom-form path', () => {
  const withForm = (overrides: Partial<Product> = {}) =>
    sized({ additionalFieldsFormId: 'form-1', ...overrides });
  const collector = (
    answer: Promise<string | undefined>,
  ): CustomFormCollector & { collect: ReturnType<typeof vi.fn> } => ({
    collect: vi.fn(() => answer),
  });

  it('collects the answers, then adds them to the cart as JSON text', async () => {
    const { commands, added } = setup();
    const form = collector(Promise.resolve('{"f1":"Hello"}'));
    commands.provideCustomForm(form);
    const result = await commands.start(chosen(withForm(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result.status).toBe('added');
    expect(form.collect).toHaveBeenCalledTimes(1);
    expect(added[0]?.additionalFields).toBe('{"f1":"Hello"}');
  });

  it('a withdrawn collector no longer collects: the one before does, and with none the form cannot open', async () => {
    const { commands } = setup();
    const first = collector(Promise.resolve('{"f1":"first"}'));
    const second = collector(Promise.resolve('{"f1":"second"}'));
    const withdrawFirst = commands.provideCustomForm(first);
    const withdrawSecond = commands.provideCustomForm(second);
    const add = () => commands.start(chosen(withForm(), { Size: 'S' }), { isQuickView: false }).complete();
    await add();
    expect([first.collect.mock.calls.length, second.collect.mock.calls.length]).toEqual([0, 1]);
    withdrawSecond();
    await add();
    expect([first.collect.mock.calls.length, second.collect.mock.calls.length]).toEqual([1, 1]);
    withdrawFirst();
    const result = await add();
    expect(result).toMatchObject({ status: 'failed', type: 'CUSTOM_FORM_RENDER_ERROR' });
  });

  it('sends the answers with a subscription, and a failure is SUB_WITH_FORM_FAILURE', async () => {
    const { commands, deps } = setup({
      subscription: () => Promise.reject(new PlatformError('http', strings.tryAgain, 500)),
    });
    commands.provideCustomForm(collector(Promise.resolve('{"f1":"x"}')));
    const result = await commands
      .start(chosen(withForm({ subscribable: true }), { Size: 'S' }), { isQuickView: false })
      .complete();
    expect(deps.startSubscription).toHaveBeenCalledWith(
      expect.objectContaining({ additionalFields: '{"f1":"x"}' }),
    );
    expect(result).toMatchObject({
      status: 'failed',
      type: 'SUB_WITH_FORM_FAILURE',
      message: strings.tryAgain,
    });
  });

  it('does nothing when the shopper closes the form', async () => {
    const { commands, added, events } = setup();
    commands.provideCustomForm(collector(Promise.resolve(undefined)));
    const result = await commands.start(chosen(withForm(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toEqual({ status: 'cancelled' });
    expect(added).toEqual([]);
    expect(events('add-to-cart-error')).toEqual([]);
  });

  it('checks stock against the cart again right before opening the form', async () => {
    // Stock 3, two in the cart: the click's check passes for one more.
    const { commands, deps } = setup({ cart: cartWith(2) });
    const form = collector(Promise.resolve('{}'));
    commands.provideCustomForm(form);
    const attempt = commands.start(chosen(withForm(), { Size: 'S' }), { isQuickView: false });
    expect(attempt.check.ok).toBe(true);
    // Another tab (or card) took the last one before the form opened.
    deps.cart.setState({ cart: cartWith(3) });
    const result = await attempt.complete();
    expect(result).toMatchObject({
      status: 'failed',
      type: 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
      message: strings.outOfStock,
    });
    expect(form.collect).not.toHaveBeenCalled();
  });

  it('fails with CUSTOM_FORM_RENDER_ERROR when the form cannot be shown', async () => {
    const { commands } = setup();
    commands.provideCustomForm(collector(Promise.reject(new PlatformError('http', strings.tryAgain, 500))));
    const result = await commands.start(chosen(withForm(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toMatchObject({
      status: 'failed',
      type: 'CUSTOM_FORM_RENDER_ERROR',
      message: strings.tryAgain,
    });
  });

  it('fails with CUSTOM_FORM_RENDER_ERROR when no form kit is on the page', async () => {
    const { commands } = setup();
    const result = await commands.start(chosen(withForm(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result).toMatchObject({
      status: 'failed',
      type: 'CUSTOM_FORM_RENDER_ERROR',
      message: strings.unableToOpenForm,
    });
  });
});

describe('purchase: addEntry (Storefront.cart.add)', () => {
  it('adds through the cart and resolves with the cart', async () => {
    const { commands, added } = setup();
    await expect(commands.addEntry({ itemId: 'p9', sku: 'X', quantity: 3 })).resolves.toEqual(cartWith(3));
    expect(added).toEqual([{ itemId: 'p9', sku: 'X', quantity: 3 }]);
  });

  it('rejects with the PlatformError as the platform mapped it', async () => {
    const failure = new PlatformError('csrf', strings.sessionExpired, 403);
    const { commands } = setup({ add: () => Promise.reject(failure) });
    await expect(commands.addEntry({ itemId: 'p9', sku: 'X', quantity: 1 })).rejects.toBe(failure);
  });
});

describe('preload (the intent to add)', () => {
  it("asks for the page's client ahead of the press, and the press then adds with it", async () => {
    const { commands, deps } = setup();
    commands.preload();
    expect(deps.http).toHaveBeenCalledTimes(1);
    const result = await commands.start(chosen(sized(), { Size: 'S' }), { isQuickView: false }).complete();
    expect(result.status).toBe('added');
  });
});

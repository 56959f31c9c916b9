// Every name of the public engine's commerce plugin, as Storefront writes it (docs/templates.md
// "The platform's commerce formatters").
import { Formatters, Predicates } from '@squarespace/template-engine';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import { createTemplateEngine } from './template-engine.ts';

const CONTEXT = {
  website: { id: 'site-us' },
  websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
};
const item = (slug: string) => {
  const entry = CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(slug);
  return productItem(MAIN_SHOP, entry);
};
const render = (template: string, data: unknown) => createTemplateEngine(CONTEXT).render(template, data);

/** formatters.commerce and predicates.commerce of @squarespace/template-engine 2.10. */
const ENGINE_COMMERCE_FORMATTERS = [
  'add-to-cart-btn',
  'bookkeeper-money-format',
  'cart-quantity',
  'cart-subtotal',
  'cart-url',
  'from-price',
  'normal-price',
  'percentage-format',
  'product-checkout',
  'product-price',
  'subscription-price',
  'product-quick-view',
  'product-restock-notification',
  'product-scarcity',
  'product-status',
  'quantity-input',
  'sale-price',
  'summary-form-field',
  'variant-descriptor',
  'variants-select',
];
const ENGINE_COMMERCE_PREDICATES = ['has-variants?', 'on-sale?', 'sold-out?', 'varied-prices?'];
/** Left to the engine: numbers and a variant's option text, nothing a shopper acts on. */
const ENGINE_OWN = ['bookkeeper-money-format', 'percentage-format', 'variant-descriptor', 'cart-url'];

describe("the engine's commerce plugin names", () => {
  it('are all the engine knows under those names', () => {
    for (const name of ENGINE_COMMERCE_FORMATTERS) expect(Formatters[name], name).toBeDefined();
    for (const name of ENGINE_COMMERCE_PREDICATES) expect(Predicates[name], name).toBeDefined();
  });

  it('are written by Storefront, except the ones left to the engine', () => {
    const replaced = ENGINE_COMMERCE_FORMATTERS.filter((name) => !ENGINE_OWN.includes(name));
    expect(replaced).toHaveLength(16);
    const engine = createTemplateEngine(CONTEXT);
    // Each of ours renders an island or our text for a product item (the engine's would differ).
    for (const name of replaced) {
      const result = engine.render(`{item|${name}}`, { item: item('merino-beanie') });
      expect(result.html, name).not.toMatch(/sqs-money-native|sqs-add-to-cart-button|style=/);
    }
  });
});

describe('text formatters: the product rules the islands use, money in the store currency', () => {
  it.each<[string, string]>([
    ['merino-beanie', '$29.00|$38.00|$29.00|'],
    ['ceramic-planter', '$24.00|$56.00||'],
    ['stoneware-mug', '$26.00|$26.00||'],
    ['beeswax-tapers', '$16.00|$22.00|$16.00|'],
    ['sourdough-guide', '$12.00|$12.00||'],
    ['coffee-club', '$21.00|$21.00||$21.00 every month for 1 year'],
  ])('%s: from-price|normal-price|sale-price|subscription-price', (slug, expected) => {
    const result = render(
      '{.section item}{@|from-price}|{@|normal-price}|{@|sale-price}|{@|subscription-price}{.end}',
      { item: item(slug) },
    );
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(expected);
  });

  it('writes money in the page locale and currency', () => {
    const result = createTemplateEngine({
      website: { id: 'site-jp', language: 'ja-JP' },
      websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } },
    }).render('{item|from-price}', {
      item: {
        id: 'jp-1',
        recordType: 11,
        variants: [{ priceMoney: { value: '4200', currency: 'JPY' }, unlimited: true }],
      },
    });
    expect(result.html).toMatch(/^[￥¥]4,200$/);
  });

  it('report one error each and print nothing for something that is not a product', () => {
    const result = render('[{post|from-price}{post|sale-price}]', { post: { id: 'p', title: 'Post' } });
    expect(result.html).toBe('[]');
    expect(result.errors.map((error) => error.message)).toEqual([
      'bad-input: formatter "from-price" must be applied to a product item',
      'bad-input: formatter "sale-price" must be applied to a product item',
    ]);
  });
});

describe('predicates (spec 4 "Product derived states")', () => {
  const flags = (slug: string) =>
    render(
      '{.section item}{.on-sale?}S{.end}{.sold-out?}O{.end}{.has-variants?}V{.end}{.varied-prices?}P{.end}{.end}',
      {
        item: item(slug),
      },
    ).html;

  it.each<[string, string]>([
    ['merino-beanie', 'SVP'], // one variant on sale: on sale, and prices vary
    ['ceramic-planter', 'VP'],
    ['linen-tee', 'V'], // one variant sold out is not the product sold out
    ['thrown-vase', 'O'],
    ['wool-throw', 'V'],
    ['beeswax-tapers', 'S'],
    ['sourdough-guide', ''], // digital: never sold out, never has variants
    ['gift-card', 'VP'], // gift card: never sold out, never on sale, prices vary
    ['stoneware-mug', ''],
  ])('%s: %s', (slug, expected) => {
    expect(flags(slug)).toBe(expected);
  });

  it('are false for anything that is not a product', () => {
    expect(
      render('{.section post}{.sold-out?}O{.or}-{.end}{.end}', { post: { id: 'p', title: 'Post' } }).html,
    ).toBe('-');
  });
});

describe('cart formatters', () => {
  it('cart-quantity and cart-subtotal are live cart islands as inline text; cart-url is the cart page', () => {
    const result = render('<a href="{@|cart-url}">Cart ({cart|cart-quantity}) {cart|cart-subtotal}</a>', {
      cart: { entries: [{ quantity: 2 }] },
    });
    expect(result.errors).toEqual([]);
    expect(result.html).toMatch(
      /^<a href="\/cart">Cart \(<span data-storefront="cart-pill" data-sf-id="sf0-" data-show="quantity"><span class="sqs-cart-quantity">0<\/span><\/span>\) <span data-storefront="cart-pill" data-sf-id="sf1-" data-show="subtotal"><span class="sqs-cart-subtotal">\$0.00<\/span><\/span><\/a>$/,
    );
  });
});

describe('summary-form-field', () => {
  it("writes the field's title and answer with classes, escaped, and no style attribute", () => {
    const result = render('{.repeated section fields}{@|summary-form-field}{.end}', {
      fields: [
        { type: 'text', rawTitle: 'Initials <b>', value: 'A & B' },
        { type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } },
        { type: 'text', rawTitle: 'Note', value: '' },
      ],
    });
    expect(result.errors).toEqual([]);
    expect(result.html).not.toContain('style=');
    expect(result.html).toContain('<span class="sf-summary-field__title">Initials &lt;b&gt;:</span>');
    expect(result.html).toContain('A &amp; B');
    expect(result.html).toContain('Ada Lovelace');
    expect(result.html).toContain('N/A');
  });

  it('reports anything that is not a form field', () => {
    const result = render('{x|summary-form-field}', { x: 'text' });
    expect(result.html).toBe('');
    expect(result.errors.map((error) => error.message)).toEqual([
      'bad-input: formatter "summary-form-field" must be applied to a form field',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import { isProductItem } from './engine-product-scope.ts';
import { createTemplateEngine } from './template-engine.ts';

const CONTEXT = { website: { id: 'site-us' } };
const item = (slug: string) => {
  const entry = CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(slug);
  return productItem(MAIN_SHOP, entry);
};
const TEE = item('linen-tee');
const MUG = item('stoneware-mug');

function render(template: string, data: unknown, partials: Record<string, string> = {}) {
  return createTemplateEngine(CONTEXT).render(template, data, { partials });
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const jsonScripts = (html: string, id: string) =>
  count(html, new RegExp(`<script type="application/json" data-storefront-product-item="${id}">`));

describe('the platform idiom: product formatters applied to a product item', () => {
  it('{.section item}: every island names the item, and its JSON is written once, before the first', () => {
    const result = render(
      '{.section item}<h1>{title}</h1>{@|product-status}{@|product-price}{@|product-checkout}{.end}',
      { item: TEE },
    );
    expect(result.errors).toEqual([]);
    const islands = [
      ...result.html.matchAll(/data-storefront="([a-z-]+)"[^>]*data-storefront-product-id="([^"]+)"/g),
    ];
    expect(islands.map(([, name, id]) => `${name}:${id}`)).toEqual([
      'product-price:site-us-linen-tee',
      'product-price:site-us-linen-tee',
      'variant-select:site-us-linen-tee',
      'quantity:site-us-linen-tee',
      'add-to-cart:site-us-linen-tee',
    ]);
    expect(jsonScripts(result.html, 'site-us-linen-tee')).toBe(1);
    expect(result.html.indexOf('data-storefront-product-item')).toBeLessThan(
      result.html.indexOf('data-storefront='),
    );
    expect(result.html).not.toContain('data-storefront-product>');
  });

  it("writes the platform's product-price as the price alone and product-status as the marks alone", () => {
    const result = render('{.section item}{@|product-price}|{@|product-status}{.end}', {
      item: item('thrown-vase'),
    });
    const [price, status] = result.html.split('|');
    expect(price).toContain('data-show="price"');
    expect(price).not.toContain('product-mark');
    expect(status).toContain('data-show="status"');
    expect(status).toContain('>sold out</span>');
  });

  it('a list: one JSON per card, each card its own product', () => {
    const result = render(
      '{.repeated section items}<a href="{fullUrl}">{title}</a>{@|product-price}{@|add-to-cart-btn}{.end}',
      {
        items: [TEE, MUG],
      },
    );
    expect(result.errors).toEqual([]);
    expect(jsonScripts(result.html, 'site-us-linen-tee')).toBe(1);
    expect(jsonScripts(result.html, 'site-us-stoneware-mug')).toBe(1);
    expect(count(result.html, /data-storefront-product-id="site-us-stoneware-mug"/)).toBe(2);
  });

  it('an applied block ({@|apply product-card.block}) shares the item scope with the page around it', () => {
    const result = render(
      '{.section item}{@|product-price}{@|apply product-card.block}{.end}{.repeated section related}{@|apply product-card.block}{.end}',
      { item: TEE, related: [MUG, TEE] },
      { 'product-card.block': '{@|product-status}{@|add-to-cart-btn}' },
    );
    expect(result.errors).toEqual([]);
    // The tee appears on the page twice and its JSON once; the mug once.
    expect(jsonScripts(result.html, 'site-us-linen-tee')).toBe(1);
    expect(jsonScripts(result.html, 'site-us-stoneware-mug')).toBe(1);
    expect(count(result.html, /data-storefront-product-id="site-us-linen-tee"/)).toBe(5);
  });

  it('nested sections ({.section item}{.section variants}) keep the item as the product', () => {
    const result = render(
      '{.section item}{.section variants}<p>{@|product-price}</p>{.end}{@|product-price}{.end}',
      { item: MUG },
    );
    // Inside {.section variants} `@` is the variants list, not a product: reported, nothing written.
    expect(result.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^bad-input: formatter "product-price" must be applied to a product item/),
    ]);
    expect(count(result.html, /data-storefront="product-price"/)).toBe(1);
  });

  it('a product with a malformed field renders with that field dropped, as the browser reads it', () => {
    const result = render('{.section item}{@|product-price}{.end}', {
      item: { ...MUG, variants: 'none' },
    });
    expect(result.errors).toEqual([]);
    expect(result.html).toContain('data-storefront="product-price"');
  });

  it('keeps storefront-product blocks as they are: islands inside use the container', () => {
    const result = render(
      '{item|storefront-product p}',
      { item: TEE },
      { p: '{@|product-price}{@|product-status}' },
    );
    expect(result.errors).toEqual([]);
    expect(result.html).toMatch(/^<div data-storefront-product><script type="application\/json">/);
    expect(result.html).not.toContain('data-storefront-product-id');
    // In a block the price keeps its mark, as before.
    expect(result.html).not.toContain('data-show="price"');
  });
});

describe('isProductItem', () => {
  it.each<[string, unknown, boolean]>([
    ['a store item', { id: 'a', recordType: 11 }, true],
    ['an item with a product type', { id: 'a', structuredContent: { productType: 2 } }, true],
    ['an item with variants', { id: 'a', variants: [] }, true],
    ['a blog post', { id: 'a', recordType: 1, title: 'Hello' }, false],
    ['an object without an id', { recordType: 11 }, false],
    ['a list', [{ id: 'a', recordType: 11 }], false],
    ['text', 'linen-tee', false],
  ])('%s: %s', (_label, value, expected) => {
    expect(isProductItem(value)).toBe(expected);
  });
});

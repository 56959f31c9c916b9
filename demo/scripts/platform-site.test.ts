// The platform-style template corpus (demo/templates/platform) rendered through
// storefront/template unchanged: islands present, no Storefront error, the mount points as a
// snapshot (issue 31 item 4). The same pages are hydrated in demo/e2e/platform-templates.e2e.ts.
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP } from '../../mocks/fixtures/shops.ts';
import * as template from '../../src/server/template.ts';
import {
  type PlatformView,
  platformItemData,
  platformListData,
  renderPlatformPage,
} from './platform-site.ts';
import { shopContext } from './site.ts';

const HEADERS = { script: '/storefront.js', stylesheet: '/storefront.css', nonce: 'n0nce' };
const context = shopContext(MAIN_SHOP, { pageType: 50 });

const item = (slug: string): [PlatformView, Record<string, unknown>] => [
  'collections/products.item',
  platformItemData(MAIN_SHOP, slug),
];

const CASES: Readonly<Record<string, [PlatformView, Record<string, unknown>]>> = {
  'item with variants (nested {.section variants})': item('linen-tee'),
  'item without variants': item('stoneware-mug'),
  'sold-out item': item('thrown-vase'),
  'subscription item': item('coffee-club'),
  'digital item': item('sourdough-guide'),
  'list of 20 cards, each an applied block': [
    'collections/products.list',
    platformListData(MAIN_SHOP, 'Shop', CATALOG.slice(0, 20)),
  ],
  'empty list': ['collections/products.list', platformListData(MAIN_SHOP, 'Nothing', [])],
};

/** Each mount point's name, options and product, and each product JSON, in page order. */
function mountPoints(html: string): string[] {
  return [
    ...html.matchAll(
      /<(?:div|span) data-storefront="[^"]+"[^>]*>|<script type="application\/json" data-storefront-product-item="[^"]+">/g,
    ),
  ].map(([tag]) => tag.replace(/ data-sf-id="[^"]+"/, ''));
}

describe('platform-style templates, rendered unchanged', () => {
  it.each(Object.entries(CASES))('%s', (_label, [view, data]) => {
    const { html, errors } = renderPlatformPage(template, context, view, data, HEADERS);
    expect(errors).toEqual([]);
    const points = mountPoints(html);
    expect(points.some((point) => point.includes('data-storefront="cart-pill"'))).toBe(true);
    // The item's JSON once per product per page, whatever number of islands it has.
    const scripts = points.filter((point) => point.startsWith('<script'));
    expect(new Set(scripts).size).toBe(scripts.length);
    const named = new Set(
      points.flatMap((point) => point.match(/data-storefront-product-id="([^"]+)"/)?.[1] ?? []),
    );
    expect(scripts).toHaveLength(named.size);
    expect(points).toMatchSnapshot();
  });

  it('the region writes the headers once: context, stylesheet, script with its nonce, styles', () => {
    const { html } = renderPlatformPage(template, context, ...item('linen-tee'), HEADERS);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script type="application/json" id="storefront-context">');
    expect(head).toContain('<link rel="stylesheet" href="/storefront.css" data-storefront-css>');
    expect(head).toContain('<script async src="/storefront.js" nonce="n0nce"></script>');
    expect(html).not.toContain('squarespace-');
    expect(html.includes(String.fromCharCode(0))).toBe(false);
    expect(html).toMatch(
      /<a class="header-cart" href="\/cart">Cart <span class="header-cart__count"><span data-storefront="cart-pill"/,
    );
  });

  it('the collected styles go into the head in a <style> with the nonce', () => {
    const result = template.createTemplateEngine(context).render(
      '<head>{squarespace-headers}</head>{squarespace.main-content}',
      {
        image: { assetUrl: '/a.jpg', originalSize: '100x100', mediaFocalPoint: { x: 0.2, y: 0.8 } },
      },
      { main: '{image|responsive-image}', headers: HEADERS },
    );
    expect(result.errors).toEqual([]);
    expect(result.css).not.toBe('');
    expect(result.html).toContain(`<style nonce="n0nce">${result.css}</style></head>`);
  });

  it('a title holding the styles marker cannot move the styles or break its attribute (issue 48 item 9)', () => {
    const title = `x${String.fromCharCode(0)}storefront-styles${String.fromCharCode(0)}y`;
    const result = template.createTemplateEngine(context).render(
      '<head><meta content="{title|htmlattr}">{squarespace-headers}</head>{squarespace.main-content}',
      {
        title,
        image: { assetUrl: '/a.jpg', originalSize: '100x100', mediaFocalPoint: { x: 0.2, y: 0.8 } },
      },
      { main: '{image|responsive-image}', headers: HEADERS },
    );
    expect(result.css).not.toBe('');
    expect(result.html).toContain(`<meta content="${title}">`);
    expect(result.html).toContain(`<style nonce="n0nce">${result.css}</style></head>`);
  });

  it('the item page with variants: price, status, pickers, quantity, add to cart and related cards', () => {
    const { html } = renderPlatformPage(template, context, ...item('linen-tee'), HEADERS);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    for (const island of ['product-price', 'variant-select', 'quantity', 'add-to-cart', 'scarcity'])
      expect(main, island).toContain(`data-storefront="${island}"`);
    expect(main).toContain('data-storefront-product-id="site-us-linen-tee"');
    expect(main).toContain('<summary>6 options</summary>');
    expect(main).toMatch(/<li>LINENTEE-1<\/li>/);
  });

  it('the sold-out item shows its mark and the restock form, and no scarcity', () => {
    const { html } = renderPlatformPage(template, context, ...item('thrown-vase'), HEADERS);
    const product = html.slice(html.indexOf('<article class="platform-product'), html.indexOf('</article>'));
    expect(product).toContain('data-storefront="restock-form"');
    expect(product).not.toContain('data-storefront="scarcity"');
    expect(product).toMatch(/class="product-mark sold-out[^"]*">[^<]+</);
  });

  it("keeps the site's own template errors apart from Storefront's, and renders the rest", () => {
    const engine = template.createTemplateEngine(context);
    const result = engine.render(
      '{squarespace-headers}<main>{squarespace.main-content}</main><p>{x|shout}after</p>',
      {},
      {
        main: '{.section item}{@|product-price}{.end}<p>main</p>{@|apply missing.block}',
        headers: HEADERS,
        partials: {},
      },
    );
    expect(result.html).toContain('<p>main</p>');
    expect(result.html).toContain('after</p>');
    expect(result.errors.map(({ type, message }) => `${type}: ${message}`)).toEqual([
      expect.stringMatching(/^(parser|assembler): .*shout/),
      expect.stringMatching(/^engine: .*missing\.block/),
    ]);
  });

  it('reports {squarespace-headers} without headers, and still writes the page context', () => {
    const result = template
      .createTemplateEngine(context)
      .render('{squarespace-headers}{squarespace.main-content}', {}, { main: 'x' });
    expect(result.html).toMatch(/^<script type="application\/json" id="storefront-context">.*x$/s);
    expect(result.errors).toEqual([
      {
        type: 'storefront',
        message: 'bad-input: {squarespace-headers} needs render(…, { headers }) (docs/templates.md)',
      },
    ]);
  });
});

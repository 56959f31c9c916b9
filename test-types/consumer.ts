// A builder's code compiled against the built package (self-referenced as "storefront"): the
// exports map must lead to declarations for the browser API, the server half and the template
// helpers. Run by `npm run check:package` after `npm run build`.
import type { IslandName, IslandOptions, StorefrontApi, StorefrontEventMap } from 'storefront';
import { createPageRenderer, type PageRenderer } from 'storefront/server';
import { createTemplateEngine, formatDate, type RenderResult } from 'storefront/template';

const page: PageRenderer = createPageRenderer({ website: { id: 'site-1' } });
const html: string = page.island('cart-pill');
const island: IslandName = 'restock-form';
const button: IslandOptions['button'] = { attributes: { href: '/shop', label: 'Shop' } };
const date: string = formatDate(Date.UTC(2024, 0, 2), '%Y-%m-%d', 'UTC');
const rendered: RenderResult = createTemplateEngine({ website: { id: 'site-1' } }).render(
  '{@|cart-pill}',
  {},
);

declare const api: StorefrontApi;
api.on('add-to-cart', (detail) => {
  const quantity: number = detail.quantity;
  console.log(quantity);
});
document.addEventListener('storefront:cart-change', (event) => {
  const total: number = event.detail.cart.totalQuantity;
  console.log(total);
});
if (Array.isArray(window.Storefront)) window.Storefront.push(['on', 'ready', () => {}]);
const ready: StorefrontEventMap['ready'] = { version: '1', islands: 1 };
console.log(html, island, button, date, rendered.errors, ready);

// @ts-expect-error an unknown island name is a type error
const wrong: IslandName = 'carousel';
console.log(wrong);

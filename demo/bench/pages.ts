// Generated product list pages for the benchmark: N product cards (the demo catalogue repeated
// under fresh ids), no mock platform, no cart cookie, so only the storefront's own cost is
// measured.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import { renderPage, shopContext } from '../scripts/site.ts';

type ServerHalf = typeof import('../../src/server/index.ts');

export function writeBenchPage(server: ServerHalf, dist: string, count: number): string {
  const path = `bench/plp-${count}/index.html`;
  const html = renderPage(server, {
    shop: MAIN_SHOP,
    title: `${count} products`,
    withMocks: false,
    head: `<script async src="/storefront.js" nonce="__CSP_NONCE__"></script>`,
    context: shopContext(MAIN_SHOP, { pageType: 2, collection: { id: 'bench', title: 'Bench', type: 13 } }),
    body: (renderer) => {
      const cards: string[] = [];
      for (let i = 0; i < count; i++) {
        const entry = CATALOG[i % CATALOG.length];
        if (!entry) continue;
        const item = { ...productItem(MAIN_SHOP, entry), id: `bench-${i}` };
        const hasOptions = (entry.options?.length ?? 0) > 0;
        cards.push(
          renderer.product(
            item,
            (island) =>
              `<a class="card__image" href="#"><img class="card__img" src="/demo/images/${entry.slug}.svg" alt="" width="400" height="400" loading="lazy"></a><h2 class="card__title">${entry.title}</h2>${island('product-price')}${hasOptions ? island('variant-select') : ''}${island('add-to-cart')}`,
            { class: 'card' },
          ),
        );
      }
      return `<section class="grid" aria-label="Products">${cards.join('')}</section>`;
    },
  });
  mkdirSync(join(dist, `bench/plp-${count}`), { recursive: true });
  writeFileSync(join(dist, path), html);
  return `/bench/plp-${count}/`;
}

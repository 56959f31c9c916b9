import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../mocks/fixtures/catalog.ts';
import { productItem as catalogItem, SHOPS } from '../../../mocks/fixtures/shops.ts';
import { PRODUCT_ITEM_ATTRIBUTE, PRODUCT_SELECTOR, readProductItem } from '../contract/index.ts';
import { ProductType } from '../domain/product.ts';
import { productItem } from './ga4-items.ts';
import { GIFT_CARD_PRODUCT_TYPE, PRODUCT_JSON_SELECTOR, pageItem, pageItems } from './page-products.ts';

describe("the page's products as GA4 items", () => {
  it("keeps to the browser entry's constants (copied, so the product page's core exports nothing more)", () => {
    expect(PRODUCT_JSON_SELECTOR.startsWith(`${PRODUCT_SELECTOR} > `)).toBe(true);
    expect(PRODUCT_JSON_SELECTOR.endsWith(`[${PRODUCT_ITEM_ATTRIBUTE}]`)).toBe(true);
    expect(GIFT_CARD_PRODUCT_TYPE).toBe(ProductType.GIFT_CARD);
  });

  it("reads every demo product in every shop as the browser entry's parser does (first variant, sale price when on sale)", () => {
    for (const shop of SHOPS) {
      for (const entry of CATALOG) {
        const json = catalogItem(shop, entry);
        const read = readProductItem(json, shop.currency, () => {});
        if (!read.ok) throw new Error(read.problem);
        const { item_variant: _chosen, ...fromBoot } = productItem(read.product, read.product.variants[0]);
        expect(pageItem(json, shop.currency), `${shop.currency} ${entry.slug}`).toEqual(fromBoot);
      }
    }
  });

  it('reads the containers in page order, each product once, skipping broken JSON and items without an id', () => {
    const mug = { id: 'mug', title: 'Mug', variants: [{ priceMoney: { value: '3900', currency: 'JPY' } }] };
    document.body.innerHTML = [
      mug,
      '{ not json',
      { title: 'no id' },
      {
        id: 'vase',
        name: 'Vase',
        structuredContent: { variants: [{ priceMoney: { value: '12.50', currency: 'EUR' } }] },
      },
      mug,
    ]
      .map((json, index) => {
        const text = typeof json === 'string' ? json : JSON.stringify(json);
        // The last ones as the platform idiom writes them: named by id, outside any container.
        return index < 3
          ? `<div data-storefront-product><script type="application/json">${text}</script></div>`
          : `<script type="application/json" data-storefront-product-item="x">${text}</script>`;
      })
      .join('');
    try {
      expect(pageItems(document, 'USD')).toEqual([
        { item_id: 'mug', item_name: 'Mug', price: 3900, currency: 'JPY', quantity: 1 },
        { item_id: 'vase', item_name: 'Vase', price: 12.5, currency: 'EUR', quantity: 1 },
      ]);
      expect(pageItem({ id: 'bare' }, 'USD')).toEqual({
        item_id: 'bare',
        item_name: '',
        currency: 'USD',
        quantity: 1,
      });
      expect(pageItem('nope', 'USD')).toBeUndefined();
    } finally {
      document.body.innerHTML = '';
    }
  });
});

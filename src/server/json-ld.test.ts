import { describe, expect, it } from 'vitest';
import { CATALOG, type CatalogEntry } from '../../mocks/fixtures/catalog.ts';
import { productItem, SHOPS, shopProducts } from '../../mocks/fixtures/shops.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import { itemListJsonLd, jsonLdScript, productJsonLd } from './json-ld.ts';
import { createTemplateEngine } from './template-engine.ts';

type Json = Record<string, unknown>;
const AVAILABILITY =
  /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder|LimitedAvailability|OnlineOnly|SoldOut|Discontinued)$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

/** Problems with one Offer against Google's product snippet and merchant listing fields. */
function offerProblems(offer: Json, where: string): string[] {
  const problems: string[] = [];
  if (offer['@type'] !== 'Offer') problems.push(`${where}: @type is not Offer`);
  if (typeof offer.price !== 'string' || !DECIMAL.test(offer.price)) problems.push(`${where}: price`);
  if (typeof offer.priceCurrency !== 'string' || !CURRENCY.test(offer.priceCurrency))
    problems.push(`${where}: priceCurrency`);
  if (typeof offer.availability !== 'string' || !AVAILABILITY.test(offer.availability))
    problems.push(`${where}: availability`);
  if ('priceValidUntil' in offer && !/^\d{4}-\d{2}-\d{2}$/.test(String(offer.priceValidUntil)))
    problems.push(`${where}: priceValidUntil`);
  return problems;
}

/**
 * Google's required properties for product rich results (name; offers with a price, its currency
 * and availability; an AggregateOffer's lowPrice, priceCurrency and offerCount) and the recommended
 * image and description. An empty list: the Product is eligible.
 */
function richResultProblems(data: Json): string[] {
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org' || data['@type'] !== 'Product')
    problems.push('not a Product');
  if (typeof data.name !== 'string' || data.name === '') problems.push('name');
  if (!Array.isArray(data.image) || data.image.length === 0) problems.push('image');
  if (typeof data.description !== 'string' || /[<>]/.test(data.description)) problems.push('description');
  const offers = data.offers as Json | Json[] | undefined;
  if (!offers) return [...problems, 'offers'];
  if (Array.isArray(offers))
    return [...problems, ...offers.flatMap((offer, i) => offerProblems(offer, `offers[${i}]`))];
  if (offers['@type'] !== 'AggregateOffer') return [...problems, ...offerProblems(offers, 'offers')];
  for (const field of ['lowPrice', 'highPrice'])
    if (typeof offers[field] !== 'string' || !DECIMAL.test(offers[field] as string)) problems.push(field);
  if (Number(offers.lowPrice) >= Number(offers.highPrice)) problems.push('lowPrice not below highPrice');
  if (!CURRENCY.test(String(offers.priceCurrency))) problems.push('AggregateOffer priceCurrency');
  if (typeof offers.offerCount !== 'number' || offers.offerCount < 2) problems.push('offerCount');
  const inner = (offers.offers ?? []) as Json[];
  return [...problems, ...inner.flatMap((offer, i) => offerProblems(offer, `offers.offers[${i}]`))];
}

/** The JSON of every ld+json script in `html`. */
function ldJson(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );
}

const entry = (slug: string) => CATALOG.find((candidate) => candidate.slug === slug) as CatalogEntry;
const [USD, JPY, EUR] = SHOPS as unknown as [(typeof SHOPS)[0], (typeof SHOPS)[0], (typeof SHOPS)[0]];
const item = (slug: string, shop = USD) => productItem(shop, entry(slug));

describe('product structured data: every demo product', () => {
  const demoPage = '{.section item}{@|product-json-ld}{.end}';
  for (const shop of SHOPS) {
    it(`every ${shop.currency} product page carries a Product eligible for rich results`, () => {
      const engine = createTemplateEngine({ website: { baseUrl: 'https://shop.example' } });
      for (const product of shopProducts(shop)) {
        const { html, errors } = engine.render(demoPage, { item: product });
        expect(errors).toEqual([]);
        const [data, ...more] = ldJson(html);
        expect(more).toEqual([]);
        expect({ id: product.id, problems: richResultProblems(data ?? {}) }).toEqual({
          id: product.id,
          problems: [],
        });
        expect(data?.url).toBe(`https://shop.example${product.fullUrl}`);
      }
    });
  }
});

describe('productJsonLd', () => {
  it('writes one Offer for a single-variant product, with its sku and a decimal major-unit price', () => {
    const data = productJsonLd(item('stoneware-mug'), 'USD');
    expect(data).toMatchObject({
      name: 'Speckled Stoneware Mug',
      description: 'Wheel-thrown, 12 oz, dishwasher safe.',
      image: ['/demo/images/stoneware-mug.svg'],
      sku: 'STONEWAREMUG-1',
      url: '/products/stoneware-mug',
      offers: {
        '@type': 'Offer',
        price: '26.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('writes yen without decimals and euros with two (SPEC-NOTES money units)', () => {
    const yen = productJsonLd(item('stoneware-mug', JPY), 'JPY').offers as Json;
    const euro = productJsonLd(item('stoneware-mug', EUR), 'EUR').offers as Json;
    expect(yen.priceCurrency).toBe('JPY');
    expect(yen.price).toMatch(/^\d+$/);
    expect(euro.priceCurrency).toBe('EUR');
    expect(euro.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('gives each variant its availability from stock, as a list when the prices are equal', () => {
    const offers = productJsonLd(item('linen-tee'), 'USD').offers as Json[];
    expect(offers).toHaveLength(6);
    expect(offers.map((offer) => offer.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/InStock',
      'https://schema.org/InStock',
      'https://schema.org/InStock',
      'https://schema.org/OutOfStock',
      'https://schema.org/InStock',
    ]);
    expect(offers[4]).toMatchObject({ name: 'M / Charcoal', sku: 'LINENTEE-5' });
  });

  it('writes an AggregateOffer with the low and high price when the variants cost different amounts', () => {
    expect(productJsonLd(item('ceramic-planter'), 'USD').offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '24.00',
      highPrice: '56.00',
      priceCurrency: 'USD',
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
  });

  it('marks a sold-out product OutOfStock and a digital product InStock', () => {
    expect((productJsonLd(item('thrown-vase'), 'USD').offers as Json).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect((productJsonLd(item('sourdough-guide'), 'USD').offers as Json).availability).toBe(
      'https://schema.org/InStock',
    );
  });

  it('writes priceValidUntil on sale offers only, when the sale has an end', () => {
    const onSale = productJsonLd(item('beeswax-tapers'), 'USD', { saleEnds: '2026-12-31T23:59:00Z' });
    expect(onSale.offers).toMatchObject({ price: '16.00', priceValidUntil: '2026-12-31' });
    const beanie = productJsonLd(item('merino-beanie'), 'USD', { saleEnds: '2026-12-31' });
    const withEnd = JSON.stringify(beanie).match(/priceValidUntil/g) ?? [];
    expect(withEnd).toHaveLength(1);
    expect(productJsonLd(item('beeswax-tapers'), 'USD').offers).not.toHaveProperty('priceValidUntil');
  });

  it('makes url and image absolute on baseUrl and names the brand', () => {
    const data = productJsonLd(item('stoneware-mug'), 'USD', {
      baseUrl: 'https://shop.example/',
      brand: 'Juniper',
    });
    expect(data).toMatchObject({
      url: 'https://shop.example/products/stoneware-mug',
      image: ['https://shop.example/demo/images/stoneware-mug.svg'],
      brand: { '@type': 'Brand', name: 'Juniper' },
    });
  });

  it('publishes no url or image the one URL rule refuses (javascript:, data:), with or without baseUrl', () => {
    const hostile = {
      ...item('stoneware-mug'),
      fullUrl: 'java\tscript:alert(1)',
      assetUrl: 'javascript:alert(2)',
    };
    for (const options of [{}, { baseUrl: 'https://shop.example/' }]) {
      const data = productJsonLd(hostile, 'USD', options);
      expect(JSON.stringify(data)).not.toMatch(/script:/);
      expect(data).not.toHaveProperty('url');
      expect(data).not.toHaveProperty('image');
      const list = itemListJsonLd([hostile, { ...hostile, fullUrl: 'data:text/html,x' }], options);
      expect(list.itemListElement).toEqual([]);
    }
  });

  it('reduces an HTML excerpt to plain text', () => {
    const withHtml = {
      ...item('stoneware-mug'),
      excerpt: { html: '<p>Tall &amp; <strong>glazed</strong></p><script>x()</script>' },
    };
    expect(productJsonLd(withHtml, 'USD').description).toBe('Tall & glazed');
  });

  it('refuses a sale end that is not a date and a base that is not a URL, naming them', () => {
    expect(() => productJsonLd(item('beeswax-tapers'), 'USD', { saleEnds: 'soon' })).toThrow(
      'saleEnds "soon" is not an ISO 8601 date',
    );
    expect(() => productJsonLd(item('stoneware-mug'), 'USD', { baseUrl: 'shop' })).toThrow(
      'baseUrl "shop" is not an absolute URL',
    );
    expect(() => productJsonLd({ id: 7 } as unknown as ProductItemInput, 'USD')).toThrow('cannot be read');
  });
});

describe('itemListJsonLd', () => {
  it('lists each product page in order', () => {
    const list = itemListJsonLd(shopProducts(USD).slice(0, 2), { baseUrl: 'https://shop.example' });
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://shop.example/products/linen-tee' },
        { '@type': 'ListItem', position: 2, url: 'https://shop.example/products/stoneware-mug' },
      ],
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot be ended or turned into a comment by the data, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- a & b \u2028\u2029' };
    const html = jsonLdScript(value);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(body)).toEqual(value);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
  });
});

describe('template formatters', () => {
  it('writes the brand with spaces and the sale end from named arguments', () => {
    const { html, errors } = createTemplateEngine().render(
      '{.section item}{@|product-json-ld,brand=Linen & Co,sale-ends=2026-12-31}{.end}',
      { item: item('beeswax-tapers') },
    );
    expect(errors).toEqual([]);
    expect(ldJson(html)[0]).toMatchObject({
      brand: { name: 'Linen & Co' },
      offers: { priceValidUntil: '2026-12-31' },
    });
  });

  it('writes a product list as an ItemList', () => {
    const { html } = createTemplateEngine().render('{items|item-list-json-ld}', {
      items: [item('linen-tee'), { id: 'post', title: 'A blog post' }, item('oak-board')],
    });
    expect(ldJson(html)[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: '/products/linen-tee' },
      { '@type': 'ListItem', position: 2, url: '/products/oak-board' },
    ]);
  });

  it('reports a non-product and a bad sale end, and the rest of the page still renders', () => {
    const { html, errors } = createTemplateEngine().render(
      '<h1>{title}</h1>{.section post}{@|product-json-ld}{.end}{.section item}{@|product-json-ld sale-ends=soon}{.end}',
      { title: 'Page', post: { id: 'p1', title: 'Post' }, item: item('beeswax-tapers') },
    );
    expect(html).toBe('<h1>Page</h1>');
    expect(errors.map((error) => error.message)).toEqual([
      expect.stringContaining('formatter "product-json-ld": must be applied to a product item'),
      expect.stringContaining('saleEnds "soon" is not an ISO 8601 date'),
    ]);
  });
});

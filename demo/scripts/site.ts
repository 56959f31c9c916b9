// Builder-like page templates for the demo: layout, product cards, product detail. Islands are
// rendered by the server half, exactly as the builder would emit them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG, type CatalogEntry } from '../../mocks/fixtures/catalog.ts';
import { DEMO_MERCHANDISING, DEMO_RESTOCK_VIEWS } from '../../mocks/fixtures/merchandising.ts';
import { productItem, SHOPS, type Shop } from '../../mocks/fixtures/shops.ts';
import { escapeHtml } from '../../src/core/template/html.ts';
import { textDirection } from '../../src/core/words/language-tags.ts';
import type { PageRenderer } from '../../src/server/index.ts';

type ServerHalf = typeof import('../../src/server/index.ts');
type TemplateHalf = typeof import('../../src/server/template.ts');

const TEMPLATE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../templates');

/**
 * The demo's JSON templates (demo/templates/*.jsont) by name, as a builder keeps its partials;
 * the file's final newline is not part of the template.
 */
export const TEMPLATES: Readonly<Record<string, string>> = Object.fromEntries(
  readdirSync(TEMPLATE_DIR)
    .filter((name) => name.endsWith('.jsont'))
    .map((name) => [
      name.slice(0, -'.jsont'.length),
      readFileSync(join(TEMPLATE_DIR, name), 'utf8').replace(/\n$/, ''),
    ]),
);

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The installment provider's country per demo currency (the modal comes from the default address). */
const INSTALLMENT_COUNTRY: Readonly<Record<string, string>> = { USD: 'US', JPY: 'JP', EUR: 'DE', GBP: 'GB' };

interface PageOptions {
  readonly shop: Shop;
  readonly title: string;
  readonly context: Record<string, unknown>;
  readonly body: (renderer: PageRenderer) => string;
  /** Extra raw HTML in <head> (QA pages). */
  readonly head?: string;
  readonly bodyAttributes?: string;
  readonly withMocks?: boolean;
  /**
   * The main shop's pages carry a cart drawer (issue 36) after the pill; 'open-on-add' also
   * opens it after each add instead of the added popover.
   */
  readonly cartDrawer?: 'drawer' | 'open-on-add';
}

export function shopContext(
  shop: Shop,
  extra: Record<string, unknown> = {},
  store: Record<string, unknown> = {},
) {
  const merchandising: Record<string, unknown> = {};
  for (const entry of CATALOG) {
    merchandising[productItem(shop, entry).id] = {
      restockNotificationViews: DEMO_RESTOCK_VIEWS,
      ...(entry.customSoldOutText ? { customSoldOutText: entry.customSoldOutText } : {}),
      ...DEMO_MERCHANDISING[entry.slug],
    };
  }
  // Installment context per item (spec 3): the US store offers the provider from $35 to $1,000
  // (the wool throw's own limit is $100, to show 'up to'); the other shops' countries have no
  // provider, so nothing shows there. The provider modal comes from the mock platform.
  const installments: Record<string, unknown> = {};
  for (const entry of CATALOG) {
    installments[productItem(shop, entry).id] = {
      afterPayAvailable: true,
      afterPayMin: shop.currency === 'JPY' ? '5000' : '35.00',
      afterPayMax: entry.slug === 'wool-throw' ? '100.00' : shop.currency === 'JPY' ? '150000' : '1000.00',
      shopperLanguage: shop.locale,
      stripeAccountCountry: INSTALLMENT_COUNTRY[shop.currency] ?? 'US',
    };
  }
  return {
    website: { id: shop.websiteId, timeZone: 'America/New_York' },
    installments,
    templateId: 'demo-template-bedford',
    apiRoot: `${shop.prefix}/api/`,
    cookieSettings: { isRestrictiveCookiePolicyEnabled: false, isCookieBannerEnabled: false },
    // The owner's opt-in for GA4 ecommerce events in window.dataLayer (issue 22): on across the
    // demo, so a tag manager (or the console's `dataLayer`) sees them.
    dataLayer: 'on',
    websiteSettings: {
      storeSettings: {
        selectedCurrency: shop.currency,
        expressCheckout: false,
        ...(shop.minimumOrder
          ? { minimumOrderSubtotal: { value: shop.minimumOrder, currency: shop.currency } }
          : {}),
        ...store,
      },
    },
    merchandising,
    ...extra,
  };
}

export function renderPage(server: ServerHalf, options: PageOptions): string {
  const renderer = server.createPageRenderer(options.context);
  const { shop } = options;
  const body = options.body(renderer);
  const nav = SHOPS.map(
    (other) =>
      `<a href="${other.prefix}/"${other === shop ? ' aria-current="page"' : ''}>${escapeHtml(other.currency)}</a>`,
  ).join('');
  const mocks =
    options.withMocks === false
      ? ''
      : `<script type="module" src="/demo/mock-boot.js" nonce="${NONCE_PLACEHOLDER}" data-demo-boot></script>`;
  // The page's language and reading direction, as a builder writes them for the site's language.
  const language = (options.context.website as { language?: string } | undefined)?.language ?? 'en';
  const dir = textDirection(language) === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · ${escapeHtml(shop.name)}</title>
<link rel="icon" href="/demo/images/stoneware-mug.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/site.css">
<link rel="stylesheet" href="/storefront.css" data-storefront-css>
${options.head ?? ''}
${renderer.contextScript()}
${mocks}
</head>
<body${options.bodyAttributes ?? ''}>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <a class="brand" href="${shop.prefix}/">${escapeHtml(shop.name)}</a>
  <nav class="site-nav" aria-label="Main"><a href="${shop.prefix}/">Shop</a><a href="/blog/">Journal</a><a href="/gallery/">Gallery</a><a href="/express/">Quick buy</a><a href="/contact/">Contact</a><a href="/cart/">Cart</a></nav>
  <nav class="currency-nav" aria-label="Store">${nav}</nav>
  ${renderer.island('cart-pill', { element: { class: 'site-header__cart' } })}${cartDrawerIsland(renderer, options.cartDrawer)}
</header>
<main id="main" tabindex="-1">
${body}
</main>
<footer class="site-footer"><p>${escapeHtml(shop.name)} is a demo shop. Every order, cart and stock level lives in your browser's mock platform.</p></footer>
</body>
</html>
`;
}

function cartDrawerIsland(renderer: PageRenderer, drawer: PageOptions['cartDrawer']): string {
  if (!drawer) return '';
  return renderer.island(
    'cart-drawer',
    drawer === 'open-on-add' ? { attributes: { openOnAdd: 'true' } } : {},
  );
}

/** Where in `head` the styles the template's helpers collected go (known only after rendering). */
export const TEMPLATE_CSS = '/*storefront-template-css*/';

interface TemplatePageOptions extends Omit<PageOptions, 'body'> {
  /** The template that fills <main>: a name in TEMPLATES. */
  readonly body: string;
  /** The page's JSON, beside the layout's own fields. */
  readonly data: Record<string, unknown>;
  /** The reference time for relative dates and past events; the clock when missing. */
  readonly now?: number;
}

/**
 * A page rendered from the JSON templates through storefront/template, as a builder renders
 * one: the layout (demo/templates/layout.jsont) with `body` as its partial. One render per
 * page, so the islands' id prefixes are unique on it. A template error fails the build: the
 * builder shows it to the site owner, never to visitors.
 */
export function renderTemplatePage(template: TemplateHalf, options: TemplatePageOptions): string {
  const body = TEMPLATES[options.body];
  const layout = TEMPLATES.layout;
  if (body === undefined || layout === undefined) throw new Error(`[demo] no template "${options.body}"`);
  const { shop } = options;
  const engine = template.createTemplateEngine(options.context);
  const { html, css, errors } = engine.render(
    `${layout}\n`,
    {
      title: options.title,
      shop: { name: shop.name, prefix: shop.prefix },
      shops: SHOPS.map((other) => ({
        prefix: other.prefix,
        currency: other.currency,
        current: other === shop,
      })),
      head: options.head,
      bodyAttributes: options.bodyAttributes,
      withMocks: options.withMocks !== false,
      cartDrawer: options.cartDrawer,
      openOnAdd: options.cartDrawer === 'open-on-add',
      ...options.data,
    },
    { partials: { ...TEMPLATES, body }, ...(options.now === undefined ? {} : { now: options.now }) },
  );
  if (errors.length > 0)
    throw new Error(`[demo] template "${options.body}": ${errors.map((error) => error.message).join('; ')}`);
  return html.replace(TEMPLATE_CSS, css);
}

/** The product page's JSON for demo/templates/product-page.jsont. */
export function productPageData(shop: Shop, entry: CatalogEntry, notice?: string): Record<string, unknown> {
  return {
    item: productItem(shop, entry),
    entry: {
      slug: entry.slug,
      blurb: entry.blurb,
      options: hasOptions(entry),
      display: entry.slug === 'linen-tee' || entry.slug === 'gift-card' ? 'radio' : 'select',
    },
    ...(notice ? { notice } : {}),
  };
}

function hasOptions(entry: CatalogEntry): boolean {
  return (entry.options?.length ?? 0) > 0;
}

export function productCard(renderer: PageRenderer, shop: Shop, entry: CatalogEntry): string {
  const item = productItem(shop, entry);
  const url = `${shop.prefix}/products/${entry.slug}/`;
  return renderer.product(
    item,
    (
      island,
    ) => `<a class="card__image" href="${url}" tabindex="-1" aria-hidden="true"><img class="card__img" src="/demo/images/${entry.slug}.svg" alt="" width="400" height="400" loading="lazy"></a>
<h2 class="card__title"><a href="${url}">${escapeHtml(entry.title)}</a></h2>
${island('product-price')}
${hasOptions(entry) ? island('variant-select') : ''}
${island('add-to-cart')}
${island('quick-view', {
  attributes: { display: 'radio' },
  json: { images: [{ src: `/demo/images/${entry.slug}.svg`, alt: entry.title, width: 400, height: 400 }] },
  element: { class: 'card__quick-view' },
})}`,
    { class: 'card' },
  );
}

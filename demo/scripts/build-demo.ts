// Generates the demo site into dist/ from the product fixtures with the built server half, as
// the builder would at publish time. Run after the vite builds (npm run build does both).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem, SHOPS, type Shop } from '../../mocks/fixtures/shops.ts';
import { productArt } from './product-art.ts';
import { productCard, productDetail, renderPage, shopContext } from './site.ts';

type ServerHalf = typeof import('../../src/server/index.ts');

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');

function write(path: string, html: string) {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

function plpContext(shop: Shop) {
  return shopContext(shop, {
    pageType: 2,
    collection: { id: `${shop.websiteId}-shop`, title: 'Shop', type: 13 },
  });
}

function pdpContext(shop: Shop, itemId: string, title: string, store: Record<string, unknown> = {}) {
  return shopContext(
    shop,
    {
      pageType: 50,
      collection: { id: `${shop.websiteId}-shop`, title: 'Shop', type: 13 },
      item: { id: itemId, title, recordType: 11 },
    },
    store,
  );
}

export async function buildDemo(server: ServerHalf) {
  for (const shop of SHOPS) {
    write(
      `${shop.prefix}/index.html`,
      renderPage(server, {
        shop,
        title: 'Shop',
        context: plpContext(shop),
        body: (
          renderer,
        ) => `<section class="hero"><h1>Objects for slow mornings</h1><p>Small-batch homewares from makers we know by name.</p></section>
<section class="grid" aria-label="Products">${CATALOG.map((entry) => productCard(renderer, shop, entry)).join('\n')}</section>`,
      }),
    );
    for (const entry of CATALOG) {
      const item = productItem(shop, entry);
      write(
        `${shop.prefix}/products/${entry.slug}/index.html`,
        renderPage(server, {
          shop,
          title: entry.title,
          context: pdpContext(shop, item.id, entry.title),
          body: (renderer) => productDetail(renderer, shop, entry),
        }),
      );
    }
  }

  // A store with express checkout on: the add goes straight to checkout.
  const expressEntry = CATALOG.find((entry) => entry.slug === 'stoneware-mug') ?? CATALOG[0];
  if (expressEntry) {
    const item = productItem(MAIN_SHOP, expressEntry);
    write(
      'express/index.html',
      renderPage(server, {
        shop: MAIN_SHOP,
        title: 'Quick buy',
        context: pdpContext(MAIN_SHOP, item.id, expressEntry.title, { expressCheckout: true }),
        body: (renderer) =>
          `<p class="notice">This store has <strong>express checkout</strong> on: adding goes straight to checkout.</p>${productDetail(renderer, MAIN_SHOP, expressEntry)}`,
      }),
    );
  }

  // The owner's restock console: its own script and stylesheet, never on shopper pages.
  write(
    'owner/restock/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Back-in-stock requests',
      context: shopContext(MAIN_SHOP, { pageType: 2 }),
      head: '<link rel="stylesheet" href="/storefront-owner.css">',
      // The mock boot adds the owner script once the mock platform's worker is ready.
      bodyAttributes: ' data-storefront-owner-src="/storefront-owner.js"',
      body: () =>
        `<p class="notice">Owner tools: the sign-ups shoppers make on product pages appear here. Sending notifies them and clears the group.</p>
<div data-storefront-owner="restock" data-api-root="/api/"></div>`,
    }),
  );

  const landing = (path: string, title: string, text: string) =>
    write(
      path,
      renderPage(server, {
        shop: MAIN_SHOP,
        title,
        context: shopContext(MAIN_SHOP, { pageType: path.startsWith('cart') ? 200 : 201 }),
        body: () =>
          `<section class="landing"><h1>${title}</h1><p>${text}</p><div id="demo-landing" data-demo-landing="${path.split('/')[0]}"></div><p><a href="/">Continue shopping</a></p></section>`,
      }),
    );
  landing(
    'cart/index.html',
    'Your cart',
    'The platform renders the cart page. In the demo it lists what the mock cart holds.',
  );
  landing(
    'commerce/goto-checkout/index.html',
    'Checkout',
    'Express checkout brought you here. The platform checkout takes over from this point.',
  );
  landing(
    'checkout/subscribe/index.html',
    'Subscription checkout',
    'The platform subscription checkout takes over from this point.',
  );
  landing(
    'checkout/giftcard/index.html',
    'Gift card checkout',
    'The platform gift card checkout takes over from this point.',
  );

  const {
    DEMO_EVENTS,
    DEMO_FOLLOW_ACCOUNTS,
    DEMO_NOW,
    DEMO_POSTS,
    DEMO_SHARE_BUTTON_OPTIONS,
    DEMO_SITE_URL,
    DEMO_TIME_ZONE,
    DEMO_WEBSITE_SETTINGS,
  } = await import('../../src/template/demo-content.ts');
  const blog = server.renderBlogPage({
    posts: DEMO_POSTS,
    events: DEMO_EVENTS,
    now: DEMO_NOW,
    timeZone: DEMO_TIME_ZONE,
    siteUrl: DEMO_SITE_URL,
    websiteSettings: DEMO_WEBSITE_SETTINGS,
    shareButtonOptions: DEMO_SHARE_BUTTON_OPTIONS,
    followAccounts: DEMO_FOLLOW_ACCOUNTS,
  });
  write(
    'blog/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Journal',
      context: shopContext(MAIN_SHOP, {
        pageType: 2,
        collection: { id: 'journal', title: 'Journal', type: 1 },
      }),
      head: `<style nonce="__CSP_NONCE__">${blog.css}</style>`,
      body: () => blog.html,
    }),
  );

  // QA pages: the bad input a site owner can produce, and the script tag pasted twice.
  write(
    'qa/broken/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Broken islands',
      context: shopContext(MAIN_SHOP, { pageType: 2 }),
      body: (renderer) => `<h1>Broken islands</h1>
<p>Each island below is broken on purpose. The console names each one; the cart pill in the header keeps working.</p>
<div data-storefront="carousel-of-doom" id="unknown-island">Server HTML of an unknown island</div>
<div data-storefront="cart-pill" id="bad-json"><script type="application/json">{"oops": </script>Server HTML with broken options</div>
${renderer.island('cart-pill', { element: { id: 'healthy-pill' } })}`,
    }),
  );
  write(
    'qa/double/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Script included twice',
      context: shopContext(MAIN_SHOP, { pageType: 2 }),
      bodyAttributes: ' data-storefront-copies="2"',
      body: () =>
        `<h1>Script included twice</h1><p>The page has the storefront tag twice; the second copy only warns.</p>`,
    }),
  );

  for (const entry of CATALOG) {
    mkdirSync(join(dist, 'demo/images'), { recursive: true });
    writeFileSync(
      join(dist, 'demo/images', `${entry.slug}.svg`),
      productArt(entry.art, entry.hue, entry.title),
    );
  }
  writeFileSync(
    join(dist, 'demo/images/tea-tasting.svg'),
    productArt('mug', 30, 'Six cups of oolong on a walnut table'),
  );
  writeFileSync(join(dist, 'demo/images/cups.svg'), productArt('bowl', 165, 'Hand-thrown celadon cups'));
  copyFileSync(join(root, 'demo/static/site.css'), join(dist, 'demo/site.css'));
  copyFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), join(dist, 'mockServiceWorker.js'));
  return { pages: SHOPS.length * (CATALOG.length + 1) + 9 };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = (await import(join(root, 'dist-server/index.js'))) as ServerHalf;
  const { pages } = await buildDemo(server);
  console.log(`[demo] wrote ${pages} pages to dist/`);
  readFileSync(join(dist, 'storefront.js'));
}

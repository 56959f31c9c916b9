// Generates the demo site into dist/ from the product fixtures with the built server half, as
// the builder would at publish time. Run after the vite builds (npm run build does both).
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { CONTACT_FORM, NEWSLETTER_FORM_ID } from '../../mocks/fixtures/forms.ts';
import { MAIN_SHOP, productItem, SHOPS, type Shop, shopProducts } from '../../mocks/fixtures/shops.ts';
import { consentPageBody } from './consent-page.ts';
import { type HostileSections, loadHostileSections } from './hostile-page.ts';
import {
  PLATFORM_PREFIX,
  type PlatformView,
  platformItemData,
  platformListData,
  renderPlatformPage,
} from './platform-site.ts';
import { productArt } from './product-art.ts';
import { securityPageBody } from './security-page.ts';
import {
  NONCE_PLACEHOLDER,
  productCard,
  productPageData,
  renderPage,
  renderTemplatePage,
  shopContext,
  TEMPLATE_CSS,
} from './site.ts';

type ServerHalf = typeof import('../../src/server/index.ts');
type PageRenderer = import('../../src/server/index.ts').PageRenderer;
type StyleCollector = import('../../src/server/index.ts').StyleCollector;
type JournalContent = typeof import('../content/journal.ts');
type Journal = import('../content/journal.ts').Journal;
type TemplateHalf = typeof import('../../src/server/template.ts');

/** The demo's captcha site key; demo/client/captcha-stub.ts answers for it. */
const DEMO_CAPTCHA_SITE_KEY = 'demo-captcha-site-key';
/** The demo's language pages (/languages/<code>/): each catalogue with a locale of its market. */
export const DEMO_LANGUAGES = {
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  'pt-br': 'pt-BR',
  nl: 'nl-NL',
  da: 'da-DK',
  sv: 'sv-SE',
  nb: 'nb-NO',
  pl: 'pl-PL',
  ja: 'ja-JP',
  he: 'he-IL',
} as const;

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(root, 'dist');

let pagesWritten = 0;

function write(path: string, html: string) {
  if (path.endsWith('.html')) pagesWritten += 1;
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

/** The demo's confirmed order: 2 mugs and a journal, USD cents as the platform keeps them. */
const DEMO_ORDER = {
  id: 'demo-order-1001',
  grandTotalCents: 8424,
  shippingTotalCents: 800,
  taxTotalCents: 624,
  items: [
    { sku: 'stoneware-mug', productName: 'Speckled Stoneware Mug', quantity: 2, unitPriceCents: 2600 },
    { sku: 'field-journal', productName: 'Cloth-Bound Field Journal', quantity: 1, unitPriceCents: 1800 },
  ],
};

/** The gallery page's images: the demo's own art, with titles, captions and alt text. */
const GALLERY_IMAGES = [
  [
    'tea-tasting',
    'Oolong tasting',
    'Six cups on the walnut table, first steep.',
    'Six cups of oolong on a walnut table',
    0.5,
    0.4,
  ],
  ['cups', 'Celadon cups', 'Thrown on the wheel in the back room.', 'Hand-thrown celadon cups', 0.5, 0.5],
  ['stoneware-mug', 'Stoneware mug', 'Speckled glaze, fired twice.', 'A speckled stoneware mug', 0.3, 0.6],
  ['wool-throw', 'Wool throw', 'Woven in the hills, washed soft.', 'A folded wool throw', 0.5, 0.5],
  ['ceramic-planter', 'Planter', 'For a fern that likes shade.', 'A ceramic planter', 0.5, 0.7],
].map(([slug, title, body, altText, x, y]) => ({
  assetUrl: `/demo/images/${slug}.svg`,
  originalSize: '400x400',
  title: String(title),
  body: `<p>${String(body)}</p>`,
  altText: String(altText),
  mediaFocalPoint: { x: Number(x), y: Number(y) },
}));

/** One second of a quiet 440 Hz tone as a WAV file (the audio player's demo asset). */
function toneWav(seconds = 1, rate = 8000): Buffer {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++)
    buffer[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return buffer;
}

/** Every page, image and file of the demo site, step by step; returns how many pages it wrote. */
async function buildDemo(server: ServerHalf, template: TemplateHalf) {
  writeShopPages(server, template);
  writeSearchPage(server);
  writeLanguagePages(server);
  writeExpressPage(template);
  writePlatformSite(template);
  writeOwnerConsolePage(server);
  writeCartAndCheckoutPages(server);
  writeOrderConfirmedPage(server);
  // The journal's dates are made relative to the build's time, so it is read at build time.
  const content = await import('../content/journal.ts');
  const journal = content.journalAt(Date.now());
  writeJournalPage(template, content, journal);
  writeContactPage(server);
  writeGbPage(template);
  writeGalleryPage(server, journal.video);
  writeQaPages(server, await loadHostileSections(root));
  writeDemoAssets();
  await writeJournalPostPages(server, journal.posts, content.JOURNAL_TIME_ZONE);
  copyStaticFiles();
  copyLlmsTxt();
  return { pages: pagesWritten };
}

/** Each shop's home page (the catalogue as cards) and its product pages. */
function writeShopPages(server: ServerHalf, template: TemplateHalf) {
  for (const shop of SHOPS) {
    write(
      `${shop.prefix}/index.html`,
      renderPage(server, {
        shop,
        title: 'Shop',
        context: plpContext(shop),
        // The euro shop shows the drawer after each add; the others keep the added popover.
        cartDrawer: shop.currency === 'EUR' ? 'open-on-add' : 'drawer',
        body: (
          renderer,
        ) => `<section class="hero"><h1>Objects for slow mornings</h1><p>Small-batch homewares from makers we know by name.</p>${renderer.island('button', { attributes: { href: '/blog/', label: 'Read the journal', blockId: `${shop.websiteId}-hero-journal` } })}</section>
<section class="grid" aria-label="Products">${CATALOG.map((entry) => productCard(renderer, shop, entry)).join('\n')}</section>
${server.jsonLdScript(server.itemListJsonLd(shopProducts(shop)))}`,
      }),
    );
    for (const entry of CATALOG) {
      const item = productItem(shop, entry);
      write(
        `${shop.prefix}/products/${entry.slug}/index.html`,
        renderTemplatePage(template, {
          shop,
          title: entry.title,
          context: pdpContext(shop, item.id, entry.title),
          body: 'product-page',
          data: productPageData(shop, entry),
          cartDrawer: shop.currency === 'EUR' ? 'open-on-add' : 'drawer',
        }),
      );
    }
  }
}

/**
 * The search page (page type 102, SPEC's /search route): the builder renders the results for
 * ?q=; the demo shows the whole catalogue under the search box. The dataLayer's search event
 * carries the term.
 */
function writeSearchPage(server: ServerHalf) {
  write(
    'search/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Search',
      context: shopContext(MAIN_SHOP, { pageType: 102 }),
      body: (renderer) =>
        `<section class="hero"><h1>Search</h1><form role="search" action="/search/" method="get"><label>Search the shop <input type="search" name="q"></label> <button type="submit">Search</button></form></section>
<section class="grid" aria-label="Search results">${CATALOG.map((entry) => productCard(renderer, MAIN_SHOP, entry)).join('\n')}</section>`,
    }),
  );
}

/**
 * One page per language (issue 22): the main shop in that language, a product with options
 * (scarcity, installments, quantity), a sold-out one (restock form), cards with quick view,
 * a product with a custom form and the newsletter, so every string group is on the page.
 */
function writeLanguagePages(server: ServerHalf) {
  for (const [code, locale] of Object.entries(DEMO_LANGUAGES)) {
    const bySlug = (slug: string) => CATALOG.find((entry) => entry.slug === slug);
    const tee = bySlug('linen-tee');
    const cards = ['stoneware-mug', 'thrown-vase', 'monogram-apron'].map(bySlug);
    if (!tee) continue;
    const context = shopContext(MAIN_SHOP, {
      pageType: 50,
      recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: DEMO_CAPTCHA_SITE_KEY },
    });
    write(
      `languages/${code}/index.html`,
      renderPage(server, {
        shop: MAIN_SHOP,
        title: locale,
        context: { ...context, website: { ...context.website, language: locale } },
        body: (renderer) =>
          `<section class="pdp-page" data-demo-language="${code}">${renderer.product(
            productItem(MAIN_SHOP, tee),
            (island) =>
              `<div class="pdp__details"><h1>${tee.title}</h1>${island('product-price')}${island('installment-message')}${island('variant-select', { attributes: { display: 'radio' } })}${island('scarcity')}${island('quantity')}${island('add-to-cart')}${island('restock-form')}</div>`,
            { class: 'pdp' },
          )}</section>
<section class="grid" aria-label="Products">${cards.map((entry) => (entry ? productCard(renderer, MAIN_SHOP, entry) : '')).join('\n')}</section>
<section class="newsletter-block">${renderer.island('newsletter', { attributes: { formId: NEWSLETTER_FORM_ID } })}</section>`,
      }),
    );
    // Its cart page and a site form (every field kind) in the language too (issue 35).
    const inLanguage = (pageContext: ReturnType<typeof shopContext>) => ({
      ...pageContext,
      website: { ...pageContext.website, language: locale },
    });
    write(
      `languages/${code}/cart/index.html`,
      renderPage(server, {
        shop: MAIN_SHOP,
        title: locale,
        context: inLanguage(shopContext(MAIN_SHOP, { pageType: 200 })),
        body: (renderer) =>
          `<section class="cart-page">${renderer.island('cart', { element: { class: 'cart-page__cart' } })}</section>`,
      }),
    );
    write(
      `languages/${code}/contact/index.html`,
      renderPage(server, {
        shop: MAIN_SHOP,
        title: locale,
        context: inLanguage(
          shopContext(MAIN_SHOP, {
            pageType: 2,
            collection: { id: 'contact', title: 'Contact', type: 10 },
            recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: DEMO_CAPTCHA_SITE_KEY },
          }),
        ),
        body: (renderer) =>
          `<section class="contact">${renderer.island('form', { json: CONTACT_FORM, element: { class: 'contact__form' } })}</section>`,
      }),
    );
  }
}

/** A store with express checkout on: the add goes straight to checkout. */
function writeExpressPage(template: TemplateHalf) {
  const expressEntry = CATALOG.find((entry) => entry.slug === 'stoneware-mug') ?? CATALOG[0];
  if (expressEntry) {
    const item = productItem(MAIN_SHOP, expressEntry);
    write(
      'express/index.html',
      renderTemplatePage(template, {
        shop: MAIN_SHOP,
        title: 'Quick buy',
        context: pdpContext(MAIN_SHOP, item.id, expressEntry.title, { expressCheckout: true }),
        body: 'product-page',
        data: productPageData(
          MAIN_SHOP,
          expressEntry,
          'This store has <strong>express checkout</strong> on: adding goes straight to checkout.',
        ),
      }),
    );
  }
}

/**
 * The platform-style site (/platform/): the region, item and list templates of
 * demo/templates/platform rendered unchanged, one render per page. The demo's mock boot stands
 * in for storefront.js in the headers (it adds the storefront tag once the mock platform runs).
 */
function writePlatformSite(template: TemplateHalf) {
  const headers = {
    script: '/demo/mock-boot.js',
    stylesheet: '/storefront.css',
    nonce: NONCE_PLACEHOLDER,
    scriptAttributes: { type: 'module', 'data-demo-boot': '' },
  };
  const page = (path: string, context: unknown, view: PlatformView, data: Record<string, unknown>) => {
    const { html, errors } = renderPlatformPage(template, context, view, data, headers);
    if (errors.length > 0)
      throw new Error(`[demo] ${path}: ${errors.map((error) => error.message).join('; ')}`);
    write(path, html);
  };
  const onSale = CATALOG.filter(
    (entry) => entry.salePrice !== undefined || entry.variants?.some((variant) => variant.salePrice),
  );
  const list = 'collections/products.list';
  page(
    `${PLATFORM_PREFIX}/index.html`,
    plpContext(MAIN_SHOP),
    list,
    platformListData(MAIN_SHOP, 'Shop', CATALOG.slice(0, 20)),
  );
  page(
    `${PLATFORM_PREFIX}/sale/index.html`,
    plpContext(MAIN_SHOP),
    list,
    platformListData(MAIN_SHOP, 'Sale', onSale),
  );
  for (const entry of CATALOG) {
    const item = productItem(MAIN_SHOP, entry);
    page(
      `${PLATFORM_PREFIX}/products/${entry.slug}/index.html`,
      pdpContext(MAIN_SHOP, item.id, entry.title),
      'collections/products.item',
      platformItemData(MAIN_SHOP, entry.slug),
    );
  }
}

/**
 * The owner's restock console: its own script and stylesheet, never on shopper pages. Also on a
 * Hebrew site (issue 35): the console speaks the page's language, right to left.
 */
function writeOwnerConsolePage(server: ServerHalf) {
  const context = shopContext(MAIN_SHOP, { pageType: 2 });
  for (const [path, language] of [
    ['owner/restock/index.html', undefined],
    ['owner/restock/he/index.html', 'he-IL'],
  ] as const) {
    write(
      path,
      renderPage(server, {
        shop: MAIN_SHOP,
        title: 'Back-in-stock requests',
        context: language ? { ...context, website: { ...context.website, language } } : context,
        head: '<link rel="stylesheet" href="/storefront-owner.css">',
        // The mock boot adds the owner script once the mock platform's worker is ready.
        bodyAttributes: ' data-storefront-owner-src="/storefront-owner.js"',
        body: () =>
          `<p class="notice">Owner tools: the sign-ups shoppers make on product pages appear here. Sending notifies them and clears the group.</p>
<div data-storefront-owner="restock" data-api-root="/api/"></div>`,
      }),
    );
  }
}

/** The cart page of every shop, and the pages the platform's checkouts take over. */
function writeCartAndCheckoutPages(server: ServerHalf) {
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
  // The cart page of each shop is the cart island (page type 200); the main shop has a $30
  // minimum order, so checkout is refused below it.
  for (const shop of SHOPS) {
    write(
      `${shop.prefix}/cart/index.html`,
      renderPage(server, {
        shop,
        title: 'Your cart',
        context: shopContext(shop, { pageType: 200 }),
        body: (renderer) =>
          `<section class="cart-page"><h1>Your cart</h1>${renderer.island('cart', { element: { class: 'cart-page__cart' } })}</section>`,
      }),
    );
  }
  landing(
    'commerce/goto-checkout/index.html',
    'Checkout',
    'Express checkout or the cart page brought you here. The platform checkout takes over from this point.',
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
}

/**
 * The order-confirmed page (page type 202): the platform renders its content; the page context
 * carries the order for order analytics, sent once per order (not again on reload).
 */
function writeOrderConfirmedPage(server: ServerHalf) {
  write(
    'order-confirmed/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Thank you for your order',
      context: shopContext(MAIN_SHOP, { pageType: 202, order: DEMO_ORDER }),
      body: (renderer) =>
        `<section class="landing"><h1>Thank you for your order</h1><p>Order ${DEMO_ORDER.id} is confirmed. The platform renders this page; the storefront only records the order for analytics, once.</p>${renderer.island('button', { attributes: { href: '/', label: 'Continue shopping', blockId: 'order-continue' } })}</section>`,
    }),
  );
}

/**
 * The journal page from demo/templates/journal.jsont: the post listing (blog-list.jsont), the
 * event listing (event-list.jsont), the follow links and the aside are all template formatters.
 */
function writeJournalPage(
  template: TemplateHalf,
  { eventsByStart, JOURNAL_SITE_URL, JOURNAL_TIME_ZONE }: JournalContent,
  journal: Journal,
) {
  write(
    'blog/index.html',
    renderTemplatePage(template, {
      shop: MAIN_SHOP,
      title: 'Journal',
      context: shopContext(MAIN_SHOP, {
        pageType: 2,
        collection: { id: 'journal', title: 'Journal', type: 1 },
        recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: DEMO_CAPTCHA_SITE_KEY },
      }),
      head: `<style nonce="__CSP_NONCE__">${TEMPLATE_CSS}</style>`,
      body: 'journal',
      now: journal.now,
      data: {
        website: { timeZone: JOURNAL_TIME_ZONE, baseUrl: JOURNAL_SITE_URL },
        websiteSettings: journal.websiteSettings,
        shareButtonOptions: journal.shareButtonOptions,
        followAccounts: journal.followAccounts,
        posts: journal.posts,
        // As the platform lists an events collection: soonest first.
        events: eventsByStart(journal.events),
        video: { ...journal.video.asset, sourceUrl: journal.video.sourceUrl },
        videoTitle: journal.video.title,
        rsvp: journal.rsvp,
        featured: journal.featured,
        cartLinkText: 'Go to your cart',
      },
    }),
  );
}

/**
 * Forms: the contact page's site form has every field kind; the newsletter block signs up with
 * the form submission calls under its form id. Both are captcha-bound (the demo stubs the captcha).
 */
function writeContactPage(server: ServerHalf) {
  const formContext = (title: string) =>
    shopContext(MAIN_SHOP, {
      pageType: 2,
      collection: { id: 'contact', title, type: 10 },
      recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: DEMO_CAPTCHA_SITE_KEY },
    });
  const newsletter = (renderer: PageRenderer) =>
    renderer.island('newsletter', {
      attributes: {
        formId: NEWSLETTER_FORM_ID,
        name: 'true',
        title: 'The journal, monthly',
        description: 'New pieces, workshop dates and the odd recipe. No more than once a month.',
      },
      element: { class: 'newsletter-block' },
    });
  write(
    'contact/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Contact',
      context: formContext('Contact'),
      body: (renderer) => `<section class="contact"><h1>Contact us</h1>
<p>Questions about an order, a product or a workshop? Write to us and we will reply within two working days.</p>
${renderer.island('form', { json: CONTACT_FORM, element: { class: 'contact__form' } })}
${newsletter(renderer)}
</section>`,
    }),
  );
}

/** The installment message in GB: the provider's other brand (Clearpay) and pounds. */
function writeGbPage(template: TemplateHalf) {
  const london: Shop = { ...MAIN_SHOP, name: 'Juniper & Oak London', currency: 'GBP', locale: 'en-GB' };
  const gbEntry = CATALOG.find((entry) => entry.slug === 'oak-board') ?? CATALOG[0];
  if (gbEntry) {
    const item = productItem(london, gbEntry);
    write(
      'gb/index.html',
      renderTemplatePage(template, {
        shop: london,
        title: `${gbEntry.title} (GB)`,
        context: pdpContext(london, item.id, gbEntry.title),
        body: 'product-page',
        data: productPageData(
          london,
          gbEntry,
          'A store in <strong>Great Britain</strong>: the installment provider goes by its other name there.',
        ),
      }),
    );
  }
}

/**
 * Galleries in each design with the lightbox, the image wrapper, the video wrapper and the
 * audio player placeholder.
 */
function writeGalleryPage(server: ServerHalf, video: Journal['video']) {
  const media = server.createStyleCollector('sf-media-');
  const galleryRenderer = server.createPageRenderer(shopContext(MAIN_SHOP, { pageType: 2 }));
  const galleries = galleryDemos(server, galleryRenderer, media);
  const imageWrapper = server.renderImageWrapper(GALLERY_IMAGES[0] ?? {}, { styles: media, maxWidth: 600 });
  const brokenImage = server.renderImageWrapper(
    { assetUrl: '/demo/images/cups.svg', originalSize: 'large' },
    { styles: media },
  );
  const mediaVideo = server.videoWrapperHtml(video.asset, { styles: media, sourceUrl: video.sourceUrl });
  const audio = server.renderAudioPlayer(galleryRenderer, {
    id: 'tea-ceremony',
    title: 'Tea ceremony field recording',
    audioAssetUrl: '/demo/audio/tea-ceremony.wav',
  });
  write(
    'gallery/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Gallery',
      context: shopContext(MAIN_SHOP, {
        pageType: 2,
        collection: { id: 'gallery', title: 'Gallery', type: 6 },
      }),
      head: `<style nonce="__CSP_NONCE__">${media.css()}</style>`,
      body: () => `<h1>From the studio</h1>
<p>Every gallery design the builder offers. Open any image to browse them in the lightbox: arrow keys, swipe, Escape.</p>
${galleries}
<section class="gallery-demo"><h2>Image and video wrappers</h2><div class="media-row">${imageWrapper}${mediaVideo}</div>
<p>An image whose size is malformed shows the helper's message:</p>${brokenImage}</section>
<section class="gallery-demo"><h2>Audio</h2><p>Nothing is downloaded until you press play.</p>${audio}</section>`,
    }),
  );
}

/** One gallery per design the builder offers, each with the lightbox. */
function galleryDemos(server: ServerHalf, galleryRenderer: PageRenderer, media: StyleCollector) {
  const gallery = (design: string, label: string, options: Record<string, unknown>) =>
    `<section class="gallery-demo"><h2>${server.escapeHtml(label)}</h2>${server.renderGallery(
      // The page renderer is only used for the island's mount point here.
      galleryRenderer,
      { images: GALLERY_IMAGES, options: { design, lightbox: true, ...options }, label },
      media,
    )}</section>`;
  return [
    gallery('grid', 'Grid (dark lightbox)', {
      lightboxTheme: 'dark',
      'thumbnails-per-row': 4,
      'show-meta': true,
      'square-thumbs': true,
    }),
    gallery('slideshow', 'Slideshow (autoplay every 3 s in the lightbox)', {
      controls: true,
      indicators: true,
      autoplay: true,
      'autoplay-duration': 3,
      lightboxTheme: 'light',
    }),
    gallery('slider', 'Slider (thumbnail strip in the lightbox, 3 per row)', {
      controls: true,
      'show-meta': true,
      'show-meta-on-hover': true,
      thumbnails: true,
      'thumbnails-per-row': 3,
      'active-alignment': 'left',
    }),
    gallery('stacked', 'Stacked', {
      'show-meta': true,
      'meta-position': 'bottom-left',
      'auto-crop': true,
      'aspect-ratio': '16:9',
    }),
  ].join('\n');
}

/** QA pages: the bad input a site owner can produce, and the script tag pasted twice. */
function writeQaPages(server: ServerHalf, hostile: HostileSections) {
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
  writeHostilePage(server, hostile);
  write(
    'qa/security/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Security',
      context: shopContext(MAIN_SHOP, {
        pageType: 2,
        recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: DEMO_CAPTCHA_SITE_KEY },
      }),
      body: securityPageBody,
    }),
  );
  const consentContext = shopContext(MAIN_SHOP, {
    pageType: 2,
    cookieSettings: { isRestrictiveCookiePolicyEnabled: false, isCookieBannerEnabled: true },
  });
  const consentMug = CATALOG.find((entry) => entry.slug === 'stoneware-mug') ?? CATALOG[0];
  write(
    'qa/consent/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Consent',
      context: consentContext,
      body: () => consentPageBody(productItem(MAIN_SHOP, consentMug as (typeof CATALOG)[number])),
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
}

/**
 * Hostile input (issues 21.6 and 32): every island's mount points that cannot work, beside the
 * attacker's text in everything the islands render, both written from the islands' fixtures
 * (demo/scripts/hostile-page.ts). demo/e2e/hostile.e2e.ts proves under the strict CSP that
 * nothing runs and that each broken island declines with its one line.
 */
function writeHostilePage(server: ServerHalf, sections: HostileSections) {
  const context = shopContext(MAIN_SHOP, { pageType: 2 });
  const merch = context.merchandising as Record<string, Record<string, unknown>>;
  for (const [id, texts] of Object.entries(sections.merchandising)) merch[id] = { ...merch[id], ...texts };
  write(
    'qa/hostile/index.html',
    renderPage(server, {
      shop: MAIN_SHOP,
      title: 'Hostile islands',
      context,
      body: (renderer) => `<h1>Hostile islands</h1>
<p>Every island's broken mount points, then attacker text in everything the islands render, both from the islands' test fixtures. Nothing runs.</p>
<section class="broken"><h2>Broken mount points</h2>
${sections.broken}
</section>
<section class="hostile"><h2>Attacker text</h2>
${sections.attacker}
</section>
${renderer.island('cart-pill', { element: { id: 'healthy-pill' } })}`,
    }),
  );
}

/** The demo's images (product art), its audio and its stylesheet. */
function writeDemoAssets() {
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
  mkdirSync(join(dist, 'demo/audio'), { recursive: true });
  writeFileSync(join(dist, 'demo/audio/tea-ceremony.wav'), toneWav());
  copyFileSync(join(root, 'demo/static/site.css'), join(dist, 'demo/site.css'));
}

/** Each journal post's own page: where its 'Read More' and comment links go. */
async function writeJournalPostPages(server: ServerHalf, posts: Journal['posts'], timeZone: string) {
  const { postPageBody, postPagePath } = await import('../content/journal-post.ts');
  for (const post of posts) {
    const path = postPagePath(post);
    if (!path) continue;
    write(
      path,
      renderPage(server, {
        shop: MAIN_SHOP,
        title: post.title ?? 'Journal',
        context: shopContext(MAIN_SHOP, {
          pageType: 50,
          collection: { id: 'journal', title: 'Journal', type: 1 },
        }),
        body: () => postPageBody(post, server.escapeHtml, timeZone),
      }),
    );
  }
}

/**
 * Hand-written pages (not made by these templates, as a site owner writes one): odd context
 * fields, no stock fields, analytics off, a French site. Served as written, under the same CSP.
 * And the mock platform's service worker.
 */
function copyStaticFiles() {
  cpSync(join(root, 'demo/static/hand-written'), join(dist, 'hand-written'), { recursive: true });
  copyFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), join(dist, 'mockServiceWorker.js'));
}

/**
 * The package's llms.txt at /llms.txt (issue 47), with the package's pages it links to (README,
 * docs/, editor/), so a code assistant pointed at the demo can follow every link.
 */
function copyLlmsTxt() {
  const llms = readFileSync(join(root, 'llms.txt'), 'utf8');
  writeFileSync(join(dist, 'llms.txt'), llms);
  for (const [, path] of llms.matchAll(/\]\(([^):#]+)(?:#[^)]*)?\)/g)) {
    if (!path) continue;
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    copyFileSync(join(root, path), join(dist, path));
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = (await import(join(root, 'dist-server/index.js'))) as ServerHalf;
  const template = (await import(join(root, 'dist-server/template.js'))) as TemplateHalf;
  const { pages } = await buildDemo(server, template);
  console.log(`[demo] wrote ${pages} pages to dist/`);
  readFileSync(join(dist, 'storefront.js'));
}

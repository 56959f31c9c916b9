import { describe, expect, it, vi } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import { serverWidgets } from '../islands/server-registry.ts';
import { HELPER_FORMATTERS, HELPER_PREDICATES } from './engine-helpers.ts';
import { ISLAND_FORMATTERS, PLATFORM_ISLAND_NAMES } from './engine-islands.ts';
import { PRODUCT_BLOCK } from './engine-product-scope.ts';
import { createPageRenderer } from './render-island.tsx';
import { createTemplateEngine, EXPRESSION_LIMITS, MAX_PARTIAL_DEPTH } from './template-engine.ts';

const NOW = Date.UTC(2024, 5, 15, 12);
const CONTEXT = {
  website: { id: 'site-us', timeZone: 'America/New_York' },
  websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
};
const entry = (slug: string) => {
  const found = CATALOG.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};
const TEE = productItem(MAIN_SHOP, entry('linen-tee'));
const MUG = productItem(MAIN_SHOP, entry('stoneware-mug'));

function render(template: string, data: unknown = {}, partials: Record<string, string> = {}) {
  return createTemplateEngine(CONTEXT).render(template, data, { partials, now: NOW });
}

describe('createTemplateEngine: islands', () => {
  const PARTIAL = [
    '{@|product-price}',
    '{@|installment-message}',
    '{@|variant-select display=radio}',
    '{@|scarcity}',
    '{@|quantity}',
    '{@|add-to-cart}',
    '{@|restock-form}',
    '{@|quick-view}',
  ].join('\n');

  it('renders a product block exactly as the page renderer does, so it hydrates without a mismatch', () => {
    const expected = createPageRenderer(CONTEXT).product(
      TEE,
      (island) =>
        [
          island('product-price'),
          island('installment-message'),
          island('variant-select', { attributes: { display: 'radio' } }),
          island('scarcity'),
          island('quantity'),
          island('add-to-cart'),
          island('restock-form'),
          island('quick-view'),
        ].join('\n'),
      { class: 'pdp' },
    );
    const result = render(`{item|${PRODUCT_BLOCK} detail class=pdp}`, { item: TEE }, { detail: PARTIAL });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(expected);
    expect(result.html).toContain('data-storefront="add-to-cart"');
  });

  it("accepts the platform's formatter names for the same islands", () => {
    const template = Object.keys(PLATFORM_ISLAND_NAMES)
      .map((name) => `{@|${name}}`)
      .join('');
    const result = render(`{item|${PRODUCT_BLOCK} p}`, { item: TEE }, { p: template });
    expect(result.errors).toEqual([]);
    expect(result.errors).toEqual([]);
    for (const island of Object.values(PLATFORM_ISLAND_NAMES))
      expect(result.html).toContain(`data-storefront="${island}"`);
  });

  it('renders page islands with data attributes, element attributes and a JSON child', () => {
    const form = { id: 'f1', fields: [] };
    const result = render(
      '{@|cart-pill class=site-header__cart}{@|button href=/blog/ label=Journal blockId=b1}{form|form json}',
      { form },
    );
    expect(result.html).toContain('data-storefront="cart-pill"');
    expect(result.html).toMatch(/data-storefront="cart-pill"[^>]*class="site-header__cart"/);
    expect(result.html).toMatch(/data-storefront="button"[^>]*data-href="\/blog\/"[^>]*data-block-id="b1"/);
    expect(result.html).toContain('data-storefront="form"');
  });

  it('gives each island in one render its own id prefix', () => {
    const { html } = render('{@|cart-pill}{@|cart-pill}');
    expect(html).toContain('data-sf-id="sf0-"');
    expect(html).toContain('data-sf-id="sf1-"');
  });

  it("writes the platform's {@|product-price} on a product item as the price alone, unless told", () => {
    const show = (template: string) =>
      [
        ...render(template, { item: TEE }, { p: '{@|product-price}' }).html.matchAll(/data-show="(\w+)"/g),
      ].map(([, value]) => value);
    expect(show('{.section item}{@|product-price}{@|product-price show=all}{.end}')).toEqual([
      'price',
      'all',
    ]);
    // Inside a product block it writes as the page renderer does: price and marks (no data-show).
    expect(show(`{item|${PRODUCT_BLOCK} p}`)).toEqual([]);
  });

  it('writes the page context script', () => {
    const { html } = render('{@|storefront-context}');
    expect(html).toMatch(/^<script type="application\/json" id="storefront-context">\{"website"/);
  });

  it('reports a product island applied to something that is not a product instead of rendering it', () => {
    const result = render('<p>{@|product-price}</p>{post|product-status}', {
      post: { id: 'p1', title: 'A post' },
    });
    expect(result.html).toBe('<p></p>');
    expect(result.errors).toEqual(
      ['product-price', 'product-status'].map((name) => ({
        type: 'storefront',
        message: `bad-input: formatter "${name}" must be applied to a product item ({.section item}{@|${name}}{.end}) or sit inside a {item|${PRODUCT_BLOCK} partial} block`,
      })),
    );
  });

  it('reports a product the browser would refuse, a block without a partial, and bad island options', () => {
    const result = render(
      `{bad|${PRODUCT_BLOCK} p}{item|${PRODUCT_BLOCK}}{@|button}`,
      { bad: { id: 42 }, item: MUG },
      { p: '{@|product-price}' },
    );
    expect(result.html).toBe('');
    expect(result.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^bad-input: storefront-product: /),
      `bad-input: ${PRODUCT_BLOCK} needs the name of a partial`,
      expect.stringMatching(/^function-error: island "button": /),
    ]);
  });
});

describe('createTemplateEngine: errors and limits (spec 8-9)', () => {
  it.each<[string, string, Record<string, string>, RegExp]>([
    ['an unknown formatter', 'a{x|shout}b', {}, /Formatter 'shout' is unknown/],
    ['an unknown predicate', 'a{.shout?}x{.end}b', {}, /Predicate 'shout\?' is unknown/],
    ['an unclosed block', 'a{.section x}b', {}, /EOF in the middle of SECTION/],
    ['a missing partial', 'a{@|apply nowhere}b', {}, /partial 'nowhere' which could not be found/],
    ['a partial that does not parse', 'a{@|apply p}b', { p: '{.section x}' }, /EOF in the middle of SECTION/],
    ['an expression that does not reduce', 'a{.eval 1 +}b', {}, /Error reducing expression/],
    [
      'an unimplemented predicate',
      'a{.units-metric?}x{.end}b',
      {},
      /"units-metric\?" formatter is not yet implemented/,
    ],
  ])('collects %s and keeps it out of the page', (_label, template, partials, message) => {
    const result = render(template, { x: { y: 1 } }, partials);
    expect(result.errors.map((error) => error.message).join('\n')).toMatch(message);
    expect(result.html).not.toMatch(/Error|unknown|EOF|implemented/);
  });

  it(`nests partials ${MAX_PARTIAL_DEPTH} deep and reports the ${MAX_PARTIAL_DEPTH + 1}th`, () => {
    const chain = (depth: number) => {
      const partials: Record<string, string> = {};
      for (let level = 1; level <= depth; level++)
        partials[`p${level}`] = level === depth ? 'deepest' : `{@|apply p${level + 1}}`;
      return partials;
    };
    expect(render('{@|apply p1}', {}, chain(MAX_PARTIAL_DEPTH))).toEqual({
      html: 'deepest',
      css: '',
      errors: [],
    });
    const tooDeep = render('{@|apply p1}', {}, chain(MAX_PARTIAL_DEPTH + 1));
    expect(tooDeep.html).toBe('');
    expect(tooDeep.errors.map((error) => error.message)).toContain(
      `RuntimeError: Attempt to apply partial 'p17' exceeded maximum recursion depth of ${MAX_PARTIAL_DEPTH}`,
    );
  });

  it('stops a partial that includes itself', () => {
    const result = render('{@|apply loop}', {}, { loop: 'x{@|apply loop}' });
    expect(result.html).toBe('x'.repeat(MAX_PARTIAL_DEPTH));
    expect(result.errors.map((error) => error.message).join()).toMatch(/maximum recursion depth of 16/);
  });

  it('counts product blocks as partials for the depth limit', () => {
    const result = render(
      `{item|${PRODUCT_BLOCK} loop}`,
      { item: MUG },
      { loop: `{@|${PRODUCT_BLOCK} loop}` },
    );
    expect(result.errors.map((error) => error.message).join()).toMatch(/maximum recursion depth of 16/);
  });

  it('evaluates expressions within the token limit and refuses longer ones', () => {
    expect(render('{.eval @a = 1 + 2}{@a}').html).toBe('3');
    const tokens = Array.from({ length: EXPRESSION_LIMITS.maxTokens }, () => '1').join(' + ');
    const result = render(`{.eval ${tokens}}`);
    expect(result.html).toBe('');
    expect(result.errors.map((error) => error.message).join()).toMatch(
      `maximum number of allowed tokens: ${EXPRESSION_LIMITS.maxTokens}`,
    );
  });

  it('refuses to build a string longer than the limit', () => {
    const half = 'x'.repeat(EXPRESSION_LIMITS.maxStringLen / 2);
    expect(render('{.eval @s = a + b}{@s|count}', { a: half, b: half }).html).toBe(
      String(EXPRESSION_LIMITS.maxStringLen),
    );
    const result = render('{.eval @s = a + b}{@s}', { a: half, b: `${half}y` });
    expect(result.html).toBe('');
    expect(result.errors.map((error) => error.message).join()).toMatch(
      `exceed maximum string length ${EXPRESSION_LIMITS.maxStringLen}`,
    );
  });

  it('never throws into the page: a formatter that throws is reported', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const event = { title: 'x', startDate: 0, location: { addressLine1: 42 } };
    const result = render('a{event|google-calendar-url}b', { event });
    expect(result.html).toBe('ab');
    expect(result.errors.map((error) => error.message)).toEqual([
      expect.stringMatching(/^function-error: formatter "google-calendar-url" failed/),
    ]);
    warn.mockRestore();
  });
});

/**
 * One case per formatter Storefront registers; a formatter added without a case fails the
 * coverage test below. [template, data, expected html].
 */
const FORMATTER_CASES: Readonly<Record<string, [string, unknown, string | RegExp]>> = {
  timesince: ['{t|timesince}', { t: NOW - 2 * 3600_000 }, 'about 2 hours ago'],
  'comment-count': [
    '{a|comment-count} / {b|comment-count} / {c|comment-count}',
    { a: { publicCommentCount: 1 }, b: 4, c: null },
    '1 Comment / 4 Comments / No Comments',
  ],
  'color-weight': ['{a|color-weight}|{b|color-weight}', { a: '#fff', b: '#123456' }, 'light|dark'],
  'google-calendar-url': [
    '{e|google-calendar-url}',
    { e: { title: 'Party', startDate: 0, endDate: 3600_000 } },
    'https://www.google.com/calendar/event?action=TEMPLATE&text=Party&dates=19700101T000000Z/19700101T010000Z',
  ],
  'activate-twitter-links': [
    '{t|activate-twitter-links}',
    { t: 'hi @ann <b>' },
    'hi <a href="https://twitter.com/ann" target="_blank" rel="noopener noreferrer">@ann</a> &lt;b&gt;',
  ],
  'event-location': [
    '{l|event-location}',
    { l: { addressLine1: 'Tea & Co', addressLine2: 'Main St', addressCountry: 'US' } },
    'Tea &amp; Co, Main St, US',
  ],
  'comments-link': [
    '{post|comments-link}',
    {
      post: { id: 'p1', fullUrl: '/blog/p1', publicCommentCount: 2 },
      websiteSettings: { commentsEnabled: true },
    },
    '<a href="/blog/p1#comments-p1" class="sf-comment-link" data-id="p1">2 Comments</a>',
  ],
  'cart-link': [
    '{t|cart-link}',
    { t: 'Go to your cart' },
    '<a href="/cart" class="sf-cart-link">Go to your cart</a>',
  ],
  'form-answer': [
    '{f|form-answer}',
    { f: { type: 'name', values: { First: 'Ann', Last: 'Lee' } } },
    /^<div class="sf-form-answer" data-field-type="name">.*Ann.*Lee/,
  ],
  'video-wrapper': [
    '{v|video-wrapper}',
    {
      v: {
        originalSize: '640x360',
        oembed: {
          html: '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
          providerName: 'YouTube',
        },
      },
    },
    /^<div class="sf-video" data-provider-name="YouTube"><div class="sf-video__frame sf-t-\w+"><iframe[^>]+src="https:\/\/www\.youtube-nocookie\.com\/embed\/x"/,
  ],
  'like-button': [
    '{post|like-button}',
    { post: { id: 'p1', likeCount: 12 }, websiteSettings: { simpleLikingEnabled: true } },
    '<button type="button" class="like-button" data-item-id="p1" aria-label="Like, 12 Likes">Like <span class="like-count">12 Likes</span></button>',
  ],
  'excerpt-text': [
    '{a.excerpt|excerpt-text 24}|{b.excerpt|excerpt-text}',
    {
      a: { excerpt: 'Thanks @mara_pots & all for the cups' },
      b: { excerpt: { html: '<p>Tea &amp; <script>alert(1)</script><b>#oolong</b></p>' } },
    },
    'Thanks <a href="https://twitter.com/mara_pots" target="_blank" rel="noopener noreferrer">@mara_pots</a> &amp; all ...|Tea &amp; <a href="https://twitter.com/hashtag/oolong" target="_blank" rel="noopener noreferrer">#oolong</a>',
  ],
  // The engine's text with linear work (issue 48 item 5): tags go, entities and a lone '<' stay.
  safe: ['{t|safe}', { t: '<p>Tea &amp; <b>cups</b> < 3' }, 'Tea &amp; cups < 3'],
  'share-links': [
    '{post|share-links}',
    {
      post: { id: 'p1', title: 'Tea & cups', fullUrl: '/blog/tea' },
      shareButtonOptions: { twitter: true, email: 'true', facebook: false },
      website: { baseUrl: 'https://shop.example' },
    },
    '<ul class="share-buttons"><li><a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fshop.example%2Fblog%2Ftea&amp;text=Tea%20%26%20cups" target="_blank" rel="noopener noreferrer" aria-label="Share on X">X</a></li><li><a href="mailto:?subject=Tea%20%26%20cups&amp;body=https%3A%2F%2Fshop.example%2Fblog%2Ftea" target="_blank" rel="noopener noreferrer" aria-label="Share by email">Email</a></li></ul>',
  ],
  'follow-links': [
    '{accounts|follow-links}',
    {
      accounts: [
        { serviceName: 'instagram', profileUrl: 'https://www.instagram.com/leafandkettle/' },
        { serviceName: 'twitter', userName: 'leafandkettle' },
        { serviceName: 'myspace' },
      ],
    },
    '<nav class="follow-links" aria-label="Follow us"><a href="https://www.instagram.com/leafandkettle/" target="_blank" rel="noopener noreferrer" aria-label="Follow leafandkettle on Instagram">Instagram</a><a href="https://twitter.com/leafandkettle" target="_blank" rel="noopener noreferrer" aria-label="Follow leafandkettle on X">X</a></nav>',
  ],
  'responsive-image': [
    '{image|responsive-image width=600 class=post-image}',
    {
      image: {
        assetUrl: '/a.jpg',
        originalSize: '1200x800',
        systemDataVariants: '300w,600w',
        altText: 'Cups "on" a table',
        mediaFocalPoint: { x: 0.3, y: 0.6 },
      },
    },
    '<img class="post-image sf-t-0" src="/a.jpg" srcset="/a.jpg?format=300w 300w,/a.jpg?format=600w 600w" sizes="(max-width: 600px) 100vw, 600px" alt="Cups &quot;on&quot; a table" width="1200" height="800" loading="lazy" data-image-dimensions="1200x800">',
  ],
  'storefront-context': ['{@|storefront-context}', {}, /id="storefront-context"/],
  [PRODUCT_BLOCK]: [`{item|${PRODUCT_BLOCK} p}`, { item: MUG }, /^<div data-storefront-product><script/],
  'product-status': [
    '{item|product-status}',
    { item: productItem(MAIN_SHOP, entry('thrown-vase')) },
    /data-storefront="product-price"[^>]*data-show="status"[^>]*data-storefront-product-id="site-us-thrown-vase".*<span class="product-mark sold-out /,
  ],
  'cart-quantity': ['{@|cart-quantity}', {}, /^<span data-storefront="cart-pill"[^>]*data-show="quantity">/],
  'cart-subtotal': ['{@|cart-subtotal}', {}, /^<span data-storefront="cart-pill"[^>]*data-show="subtotal">/],
  'product-checkout': [
    '{item|product-checkout}',
    { item: TEE },
    /data-storefront="variant-select".*data-storefront="quantity".*data-storefront="add-to-cart"/,
  ],
};

describe('every Storefront formatter and predicate', () => {
  const islandNames = [...Object.keys(serverWidgets), ...Object.keys(PLATFORM_ISLAND_NAMES)];
  const registered = [...Object.keys(HELPER_FORMATTERS), ...Object.keys(ISLAND_FORMATTERS)];

  it('has a rendering case (islands are rendered in the cases below)', () => {
    const covered = new Set([...Object.keys(FORMATTER_CASES), ...islandNames]);
    expect(registered.filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(Object.entries(FORMATTER_CASES))('%s', (_name, [template, data, expected]) => {
    const result = render(template, data, { p: '{@|product-price}' });
    expect(result.errors).toEqual([]);
    if (typeof expected === 'string') expect(result.html).toBe(expected);
    else expect(result.html).toMatch(expected);
  });

  it.each(islandNames)('island formatter %s writes its mount point', (name) => {
    const island = PLATFORM_ISLAND_NAMES[name] ?? name;
    const widget = serverWidgets[island];
    const json = island === 'form' ? ' json' : '';
    const use = `{value|${name}${json}${island === 'button' ? ' href=/ label=Go' : ''}${island === 'newsletter' ? ' formId=n1' : ''}}`;
    const data = {
      item: MUG,
      value:
        island === 'form'
          ? { id: 'f1', fields: [] }
          : island === 'audio-player'
            ? { title: 'Tea', audioAssetUrl: '/tea.wav' }
            : island === 'lightbox'
              ? { images: [{ assetUrl: '/a.svg', originalSize: '400x400' }], options: { design: 'grid' } }
              : undefined,
    };
    const template = widget?.scope === 'product' ? `{item|${PRODUCT_BLOCK} p}` : use;
    const result = render(template, data, { p: use.replace('{value|', '{@|') });
    expect(result.errors).toEqual([]);
    expect(result.html).toContain(`data-storefront="${island}"`);
  });

  it('color-weight gives no result for anything but 3 or 6 hex digits, and reports it (spec 5)', () => {
    const result = render('[{c|color-weight}]', { c: '#ffff' });
    expect(result.html).toBe('[]');
    expect(result.errors).toEqual([{ type: 'storefront', message: 'bad-input: not a hex colour: "#ffff"' }]);
  });

  it('event-past? tells past events from coming ones at the render time', () => {
    const template = '{.repeated section events}{.event-past?}past{.or}soon{.end} {.end}';
    const events = [
      { startDate: NOW - 7200_000, endDate: NOW - 3600_000 },
      { startDate: NOW - 3600_000, endDate: NOW + 3600_000 },
      { startDate: NOW + 3600_000 },
    ];
    expect(render(template, { events }).html).toBe('past soon soon ');
  });

  it('every Storefront predicate has a test here', () => {
    expect(Object.keys(HELPER_PREDICATES).sort()).toEqual(['clickable?', 'comments?', 'event-past?']);
  });

  it('comments? follows spec 4: open or already commented, unless commentsEnabled is present and false', () => {
    const template = '{.repeated section posts}{.comments?}y{.or}n{.end}{.end}';
    const posts = [
      { commentState: 1 },
      { commentState: 2, publicCommentCount: 3 },
      { commentState: 2, publicCommentCount: 0 },
      {},
    ];
    expect(render(template, { posts, websiteSettings: { commentsEnabled: true } }).html).toBe('yynn');
    expect(render(template, { posts, websiteSettings: { commentsEnabled: false } }).html).toBe('nnnn');
    // The engine's own hides them all here: settings without commentsEnabled.
    expect(render(template, { posts, websiteSettings: { simpleLikingEnabled: true } }).html).toBe('yynn');
    expect(render(template, { posts }).html).toBe('yynn');
  });

  it("clickable? reads the item's folder behaviour or else its collection's (spec 4)", () => {
    const template = '{.repeated section items}{.clickable?}y{.or}n{.end}{.end}';
    const items = [
      {},
      { folderBehavior: 1 },
      { folderBehavior: 2 },
      { folderBehavior: 3 },
      { collection: { folder: true, folderBehavior: 3 } },
      { collection: { folder: true, folderBehavior: 2 } },
    ];
    expect(render(template, { items }).html).toBe('yyynny');
    // An outer folderBehavior does not leak into the items (the engine's looks up the scope chain).
    expect(render(template, { items: [{}], folderBehavior: 3 }).html).toBe('y');
  });

  it('responsive-image puts the focal point and placeholder colour in the css, never in style=""', () => {
    const image = {
      assetUrl: '/a.jpg',
      originalSize: '1200x800',
      mediaFocalPoint: { x: 0.3, y: 0.6 },
      colorData: { centerAverage: 'c9a27a' },
    };
    const result = render('{image|responsive-image}', { image });
    expect(result.html).toMatch(
      /^<img class="sf-t-0" src="\/a\.jpg" sizes="\(max-width: 750px\) 100vw, 750px"/,
    );
    expect(result.html).not.toContain('style=');
    expect(result.css).toBe('.sf-t-0{object-position:30% 60%;background-color:#c9a27a}');
    expect(render('[{image|responsive-image}]', { image: { originalSize: '10x10' } }).html).toBe('[]');
  });

  it('responsive-image reports a malformed size and renders the image without one', () => {
    const result = render('{image|responsive-image}', {
      image: { assetUrl: '/a.jpg', originalSize: '1200 by 800' },
    });
    expect(result.html).toContain('src="/a.jpg"');
    expect(result.html).not.toMatch(/width=|height=/);
    expect(result.errors.map((error) => error.message)).toEqual([
      'invalid-source: Invalid source parameter. Pass in \'originalSize\' (got "1200 by 800")',
    ]);
  });

  it('like-button, share-links and follow-links render nothing when the site has none', () => {
    const post = { id: 'p1', fullUrl: '/blog/p1', likeCount: 3 };
    expect(render('[{post|like-button}]', { post, websiteSettings: {} }).html).toBe('[]');
    expect(render('[{post|share-links}]', { post, shareButtonOptions: { email: false } }).html).toBe('[]');
    expect(render('[{accounts|follow-links}]', { accounts: [{ serviceName: 'myspace' }] }).html).toBe('[]');
  });

  it('share-links needs an absolute http(s) address for the item and reports when there is none', () => {
    const result = render('[{post|share-links}]', {
      post: { id: 'p1', fullUrl: '/blog/p1' },
      shareButtonOptions: { email: true },
    });
    expect(result.html).toBe('[]');
    expect(result.errors.map((error) => error.message)).toEqual([
      'bad-input: cannot share "/blog/p1": no absolute http(s) URL',
    ]);
  });
});

describe("the engine's own formatters where ours were the same (ours deleted)", () => {
  it.each<[string, unknown, string]>([
    ['{v|date %B %e, %Y}', Date.UTC(2024, 6, 4, 16, 30), 'July  4, 2024'],
    ['{v|truncate 8}', 'hello world', 'hello ...'],
    ['{v|truncate 8 …}', 'hello world', 'hello …'],
    ['{v|truncate 5 ..}', 'foo bar baz', 'foo ..'],
    ['{v|width}', '1600x900', '1600'],
    ['{v|height}', '1600x900', '900'],
    ['{v|squarespaceThumbnailForWidth 600}', null, '750w'],
    [
      '{v|image-srcset}',
      { assetUrl: 'https://i.example/a.jpg', systemDataVariants: '100w' },
      ' srcset="https://i.example/a.jpg?format=100w 100w,https://i.example/a.jpg?format=original 300w"',
    ],
  ])('%s', (template, value, expected) => {
    expect(render(template, { v: value })).toMatchObject({ html: expected, errors: [] });
  });

  it('formats dates in the website time zone, America/New_York when missing (spec 9)', () => {
    expect(render('{v|date %F %H:%M}', { v: 0, website: { timeZone: 'Asia/Tokyo' } }).html).toBe(
      '1970-01-01 09:00',
    );
    expect(render('{v|date %F %H:%M}', { v: 0 }).html).toBe('1969-12-31 19:00');
  });

  it("gives '' for an invalid date and reports it; time-since says 'Invalid date' (spec 5)", () => {
    const bad = render('[{v|date %Y}]', { v: 'not a number' });
    expect(bad.html).toBe('[]');
    expect(bad.errors).toHaveLength(1);
    expect(render('{v|timesince}', { v: 'x' }).html).toBe('Invalid date');
  });
});

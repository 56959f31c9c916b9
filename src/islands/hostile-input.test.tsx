// Hostile input, every island (issue 21.6): each island of the manifest, started on a page the
// way a site owner's page starts it, next to a healthy copy of itself and a healthy cart pill,
// with mount points that are malformed or hostile. The table is keyed by IslandName, so a new
// island in the manifest fails the type check until its cases are written.
// What must hold on every page: no error escapes (render, page or unhandled rejection), the
// healthy islands render, each mount point that cannot work declines with exactly one
// `[Storefront]` console line naming its element and keeps its server HTML, a mount point that
// can work (an unknown extra, a huge string) renders, and nothing is polluted.
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { catalogItem } from './add-to-cart/buy-flow.test-helper.tsx';
import { type IslandName, islandNames } from './manifest.ts';
import { serverWidgets } from './server-registry.ts';

const { model } = setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

const MUG = catalogItem('stoneware-mug');
const VASE = catalogItem('thrown-vase');
const HUGE = 'x'.repeat(200_000);
const SERVER_TEXT = 'server html kept';

/** The page's context: scarcity, restock and installments switched on for the two products. */
const HOSTILE_CONTEXT = {
  ...US_STORE_CONTEXT,
  installmentModalUrl: '/installments/modal/{locale}.html',
  merchandising: {
    [MUG.id]: { scarcityEnabled: true, scarcityShownByDefault: true },
    [VASE.id]: { restockNotificationViews: ['all'], customSoldOutText: 'Back soon' },
  },
  installments: {
    [MUG.id]: {
      afterPayAvailable: true,
      afterPayMin: '1.00',
      afterPayMax: '1000.00',
      shopperLanguage: 'en-US',
      stripeAccountCountry: 'US',
    },
  },
};

interface Mount {
  readonly attributes?: Readonly<Record<string, string>>;
  /** The JSON child's text, as written (it may be broken on purpose). */
  readonly json?: string;
  /** Product islands: the container's product JSON text; null puts the island outside any container. */
  readonly product?: string | null;
}

interface HostileCase {
  readonly name: string;
  readonly mount: Mount;
  /** declines: one console line naming it, its server HTML kept; renders: it works anyway. */
  readonly outcome: 'declines' | 'renders';
}

interface IslandCases {
  /** A mount point that works (the island's product, if any, is the mug). */
  readonly healthy: Mount;
  /** What a non-object JSON child (a list) does to it. */
  readonly listAsJson: HostileCase['outcome'];
  readonly cases: readonly HostileCase[];
  /** Hostile data the page or the platform holds for it (the context's texts, the cart). */
  readonly page?: {
    readonly context?: Readonly<Record<string, unknown>>;
    before?(): Promise<void>;
    /** What the healthy copy shows despite it. */
    check?(healthy: HTMLElement): Promise<void>;
  };
}

const json = (value: unknown) => JSON.stringify(value);
const formDefinition = (fields: unknown[]) => ({
  id: 'hostile-form',
  name: 'Contact',
  fields,
  submitButtonText: 'Send',
});
const TEXT_FIELD = { id: 'f1', type: 'text', label: 'Name', required: false };
const gallery = (items: unknown[], design = 'grid') => ({ design, items });
const image = (index: number) => ({ src: `/demo/images/${index}.svg`, alt: `Image ${index}` });

const ISLANDS: Readonly<Record<IslandName, IslandCases>> = {
  'cart-pill': {
    healthy: { attributes: { showEmpty: 'true' } },
    listAsJson: 'renders',
    cases: [
      {
        name: 'an unknown show-empty value',
        mount: { attributes: { showEmpty: 'sometimes' } },
        outcome: 'declines',
      },
    ],
  },
  'product-price': { healthy: {}, listAsJson: 'renders', cases: [] },
  'variant-select': {
    healthy: { attributes: { display: 'radio' } },
    listAsJson: 'renders',
    cases: [
      { name: 'an unknown display', mount: { attributes: { display: 'carousel' } }, outcome: 'declines' },
      { name: 'a huge display', mount: { attributes: { display: HUGE } }, outcome: 'declines' },
    ],
  },
  quantity: { healthy: {}, listAsJson: 'renders', cases: [] },
  'add-to-cart': {
    healthy: {},
    listAsJson: 'renders',
    cases: [
      {
        name: 'an unknown quick-view value',
        mount: { attributes: { quickView: 'maybe' } },
        outcome: 'declines',
      },
    ],
  },
  form: {
    healthy: { json: json(formDefinition([TEXT_FIELD])) },
    listAsJson: 'declines',
    cases: [
      { name: 'no definition', mount: {}, outcome: 'declines' },
      { name: 'a definition that is a string', mount: { json: json('contact') }, outcome: 'declines' },
      {
        name: 'fields that are not a list',
        mount: { json: json({ ...formDefinition([]), fields: { 0: TEXT_FIELD } }) },
        outcome: 'declines',
      },
      {
        name: 'an unknown field kind beside a good field (dropped with a warning)',
        mount: { json: json(formDefinition([{ id: 'f0', type: 'hologram', label: 'Beam' }, TEXT_FIELD])) },
        outcome: 'renders',
      },
      {
        name: 'five hundred fields',
        mount: {
          json: json(
            formDefinition(
              Array.from({ length: 500 }, (_, index) => ({
                ...TEXT_FIELD,
                id: `f${index}`,
                label: `Field ${index}`,
              })),
            ),
          ),
        },
        outcome: 'renders',
      },
      {
        name: 'a huge label',
        mount: { json: json(formDefinition([{ ...TEXT_FIELD, label: HUGE }])) },
        outcome: 'renders',
      },
    ],
  },
  newsletter: {
    healthy: { attributes: { formId: 'newsletter-form', captcha: 'false' } },
    listAsJson: 'renders',
    cases: [
      { name: 'no form id', mount: { attributes: { captcha: 'false' } }, outcome: 'declines' },
      {
        name: 'an unknown name flag',
        mount: { attributes: { formId: 'n', name: 'yes' } },
        outcome: 'declines',
      },
      {
        name: 'huge texts',
        mount: {
          attributes: { formId: 'n', captcha: 'false', title: HUGE, description: HUGE, buttonText: HUGE },
        },
        outcome: 'renders',
      },
    ],
  },
  button: {
    healthy: { attributes: { href: '/shop/', label: 'Shop now' } },
    listAsJson: 'renders',
    cases: [
      { name: 'no href', mount: { attributes: { label: 'Go' } }, outcome: 'declines' },
      {
        name: 'a javascript: href',
        mount: { attributes: { href: 'javascript:alert(1)', label: 'Go' } },
        outcome: 'declines',
      },
      {
        name: 'an unknown target',
        mount: { attributes: { href: '/', label: 'Go', target: '_top' } },
        outcome: 'declines',
      },
      { name: 'a huge label', mount: { attributes: { href: '/', label: HUGE } }, outcome: 'renders' },
    ],
  },
  'installment-message': {
    healthy: {},
    listAsJson: 'renders',
    cases: [
      { name: 'a product with no installment settings', mount: { product: json(VASE) }, outcome: 'renders' },
    ],
  },
  'quick-view': {
    healthy: { json: json({ images: [image(1)] }) },
    listAsJson: 'declines',
    cases: [
      { name: 'an unknown display', mount: { attributes: { display: 'carousel' } }, outcome: 'declines' },
      {
        name: 'an image without src',
        mount: { json: json({ images: [{ alt: 'none' }] }) },
        outcome: 'declines',
      },
      {
        name: 'a negative image width',
        mount: { json: json({ images: [{ ...image(1), width: -3 }] }) },
        outcome: 'declines',
      },
      { name: 'no images', mount: { json: json({ images: [] }) }, outcome: 'renders' },
      {
        name: 'three thousand images',
        mount: { json: json({ images: Array.from({ length: 3000 }, (_, index) => image(index)) }) },
        outcome: 'renders',
      },
    ],
  },
  'audio-player': {
    healthy: { attributes: { src: '/demo/audio/tea.wav', title: 'Tea ceremony' } },
    listAsJson: 'renders',
    cases: [
      { name: 'no src', mount: { attributes: { title: 'Silence' } }, outcome: 'declines' },
      { name: 'a huge title', mount: { attributes: { src: '/a.wav', title: HUGE } }, outcome: 'renders' },
    ],
  },
  lightbox: {
    healthy: { json: json(gallery([image(1), image(2)])) },
    listAsJson: 'declines',
    cases: [
      { name: 'no JSON', mount: {}, outcome: 'declines' },
      {
        name: 'an unknown design',
        mount: { json: json(gallery([image(1)], 'carousel')) },
        outcome: 'declines',
      },
      {
        name: 'items that are not a list',
        mount: { json: json({ design: 'grid', items: 'all' }) },
        outcome: 'declines',
      },
      {
        name: 'an item without src',
        mount: { json: json(gallery([{ alt: 'no src' }])) },
        outcome: 'declines',
      },
      { name: 'no images', mount: { json: json(gallery([])) }, outcome: 'renders' },
      {
        name: 'two thousand images',
        mount: {
          json: json(
            gallery(
              Array.from({ length: 2000 }, (_, index) => image(index)),
              'stacked',
            ),
          ),
        },
        outcome: 'renders',
      },
    ],
  },
  cart: { healthy: {}, listAsJson: 'renders', cases: [] },
  'cart-drawer': {
    healthy: { attributes: { openOnAdd: '' } },
    listAsJson: 'renders',
    cases: [
      {
        name: 'an unknown open-on-add value',
        mount: { attributes: { openOnAdd: 'always' } },
        outcome: 'declines',
      },
      { name: 'a huge open-on-add value', mount: { attributes: { openOnAdd: HUGE } }, outcome: 'declines' },
    ],
  },
  'restock-form': {
    healthy: { product: json(VASE) },
    listAsJson: 'renders',
    cases: [
      {
        name: 'an unknown view',
        mount: { product: json(VASE), attributes: { view: 'popup' } },
        outcome: 'declines',
      },
    ],
  },
  scarcity: {
    healthy: {},
    listAsJson: 'renders',
    cases: [],
    page: {
      // Malformed ICU in the merchant's texts: each broken message is left out, the good one shows.
      context: {
        merchandising: {
          [MUG.id]: {
            scarcityEnabled: true,
            scarcityShownByDefault: true,
            scarcityTemplateViews: [
              { id: 'unclosed', text: '{qtyInStock, plural, one {Last one' },
              { id: 'unknown-argument', text: 'Only {count} left' },
              { id: 'good' },
            ],
          },
        },
      },
      async check(healthy) {
        await waitFor(() => expect(healthy.textContent).toMatch(/^Only \d+ left!$/));
      },
    },
  },
  wishlist: { healthy: {}, listAsJson: 'renders', cases: [] },
};

/** The object's JSON text with `__proto__` and `constructor.prototype` keys written first. */
function withPrototypeKeys(value: object): string {
  const keys = '"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}';
  const rest = json(value).slice(1);
  return rest === '}' ? `{${keys}}` : `{${keys}, ${rest}`;
}

/** What every island faces besides its own cases. */
function everyIslandCases(name: IslandName): HostileCase[] {
  const island = ISLANDS[name];
  const healthyJson = island.healthy.json ? JSON.parse(island.healthy.json) : {};
  const cases: HostileCase[] = [
    { name: 'a malformed JSON child', mount: { ...island.healthy, json: '{"oops": ' }, outcome: 'declines' },
    {
      name: 'a list as its JSON child',
      mount: { ...island.healthy, json: '[1, "two", null]' },
      outcome: island.listAsJson,
    },
    {
      name: 'prototype keys in its JSON child',
      mount: {
        ...island.healthy,
        json: withPrototypeKeys(healthyJson),
      },
      outcome: 'renders',
    },
    {
      name: 'huge unknown attributes and prototype-named attributes',
      mount: {
        ...island.healthy,
        attributes: { ...island.healthy.attributes, unknownOption: HUGE, Proto: 'x', constructor: 'y' },
      },
      outcome: 'renders',
    },
  ];
  if (serverWidgets[name]?.scope === 'product') {
    cases.push(
      { name: 'no product container', mount: { ...island.healthy, product: null }, outcome: 'declines' },
      { name: 'a malformed product', mount: { ...island.healthy, product: '{"id": ' }, outcome: 'declines' },
      {
        name: 'a product without an id',
        mount: { ...island.healthy, product: json({ title: 'No id' }) },
        outcome: 'declines',
      },
      {
        // The bad field is dropped with a warning naming it; the product shows as sold out.
        name: 'a product whose variants are not a list',
        mount: { ...island.healthy, product: json({ id: 'p', title: 'P', variants: 'many' }) },
        outcome: 'renders',
      },
      { name: 'a product that is a list', mount: { ...island.healthy, product: '[]' }, outcome: 'declines' },
      {
        name: 'a product with prototype keys',
        mount: {
          ...island.healthy,
          product: withPrototypeKeys(island.healthy.product ? JSON.parse(island.healthy.product) : MUG),
        },
        outcome: 'renders',
      },
    );
  }
  return [...cases, ...island.cases];
}

async function addToCart(itemId: string, sku: string) {
  const response = await fetch('http://localhost:3000/api/commerce/shopping-cart/entries', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ itemId, sku, quantity: 1 }),
  });
  expect(response.status).toBe(200);
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const dataName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function mountHtml(name: IslandName, id: string, mount: Mount, server: string): string {
  const attributes = Object.entries(mount.attributes ?? {})
    .map(([key, value]) => ` data-${dataName(key)}="${escapeAttribute(value)}"`)
    .join('');
  const child = mount.json === undefined ? '' : `<script type="application/json">${mount.json}</script>`;
  const island = `<div data-storefront="${name}" id="${id}"${attributes}>${child}${server}</div>`;
  if (serverWidgets[name]?.scope !== 'product' || mount.product === null) return island;
  const product = mount.product ?? json(MUG);
  return `<div data-storefront-product><script type="application/json">${product}</script>${island}</div>`;
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
  rejections.length = 0;
  performance.clearMarks();
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  process.off('unhandledRejection', onRejection);
  vi.restoreAllMocks();
});

const lines = (spy: ReturnType<typeof vi.spyOn>) => spy.mock.calls.map((call: unknown[]) => String(call[0]));
const naming = (id: string) => (line: string) => line.includes(`id="${id}"`);

describe.each(islandNames())('hostile mount points: %s', (name) => {
  const cases = everyIslandCases(name);

  it(`${cases.length} hostile mount points beside healthy islands: each bad one declines with one [Storefront] line`, async () => {
    await addToCart(MUG.id, 'STONEWAREMUG-1');
    const page = ISLANDS[name].page;
    await page?.before?.();
    const body = [
      '<div data-storefront="cart-pill" id="healthy-pill"></div>',
      mountHtml(name, 'healthy', ISLANDS[name].healthy, ''),
      ...cases.map((hostile, index) =>
        mountHtml(name, `bad-${index}`, hostile.mount, hostile.outcome === 'declines' ? SERVER_TEXT : ''),
      ),
    ].join('');
    document.body.innerHTML = `<script type="application/json" id="storefront-context">${json({ ...HOSTILE_CONTEXT, ...page?.context })}</script>${body}`;
    await storefront.start({ eager: true });

    // The healthy pill and the healthy copy of this island both render.
    const pill = document.getElementById('healthy-pill') as HTMLElement;
    expect(
      await within(pill).findByRole('link', { name: '1 item in cart, subtotal $26.00' }, { timeout: 10_000 }),
    ).toBeTruthy();
    // Each island's first commit is marked: the healthy copy and every case that renders.
    const rendering = cases.filter((hostile) => hostile.outcome === 'renders').length;
    const hydrated = () =>
      performance
        .getEntriesByName('storefront:hydrated')
        .filter((mark) => (mark as PerformanceMark).detail === name).length;
    await waitFor(() => {
      for (const [index, hostile] of cases.entries()) {
        const id = `bad-${index}`;
        const element = document.getElementById(id);
        if (hostile.outcome === 'declines') {
          expect(lines(errors).filter(naming(id)), `${hostile.name}: one line`).toHaveLength(1);
          expect(element?.textContent, `${hostile.name}: server HTML kept`).toContain(SERVER_TEXT);
        } else {
          expect(lines(errors).filter(naming(id)), `${hostile.name}: renders`).toEqual([]);
        }
      }
    });
    await waitFor(() => expect(hydrated()).toBe(1 + rendering + (name === 'cart-pill' ? 1 : 0)), {
      timeout: 10_000,
    });
    await page?.check?.(document.getElementById('healthy') as HTMLElement);
    expect(lines(errors).filter(naming('healthy'))).toEqual([]);
    expect(lines(errors).filter(naming('healthy-pill'))).toEqual([]);
    // Every console line is ours, for site owners: no React warning, no stray error.
    for (const line of [...lines(errors), ...lines(warnings)]) expect(line).toMatch(/^\[Storefront\] /);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(rejections).toEqual([]);
    // Rendering 2,000 gallery images or 500 form fields takes seconds on a loaded machine.
  }, 20_000);
});

describe('hostile data: a cart with 150 entries', () => {
  it('the cart page lists every entry and the pill says more than 100', async () => {
    await addToCart(MUG.id, 'STONEWAREMUG-1');
    // 150 more entries, each its own product, put straight into the visitor's cart.
    const token = /(?:^|; )CART=([^;]+)/.exec(document.cookie)?.[1];
    expect(token).toBeTruthy();
    for (let index = 0; index < 150; index++) {
      const sku = `BULK-${index}`;
      model.addProduct({
        id: `bulk-${index}`,
        title: `Bulk item ${index}`,
        variants: [{ sku, priceMoney: { value: '1.00', currency: 'USD' }, unlimited: true }],
      });
      model.addEntry(token as string, 'site-us', {
        itemId: `bulk-${index}`,
        sku,
        quantity: 1,
        additionalFields: null,
      });
    }
    document.body.innerHTML = `<script type="application/json" id="storefront-context">${json(HOSTILE_CONTEXT)}</script><div data-storefront="cart-pill"></div><div data-storefront="cart" id="cart"></div>`;
    await storefront.start({ eager: true });
    const cart = document.getElementById('cart') as HTMLElement;
    // Counted by tag: a role query over 151 rows on every poll costs seconds in happy-dom.
    await waitFor(() => expect(cart.querySelectorAll('li')).toHaveLength(151), { timeout: 10_000 });
    expect(cart.textContent).toContain('Bulk item 149');
    expect(
      await within(document.body).findByRole('link', { name: /^More than 100 items in cart, subtotal / }),
    ).toBeTruthy();
    for (const line of [...lines(errors), ...lines(warnings)]) expect(line).toMatch(/^\[Storefront\] /);
    expect(rejections).toEqual([]);
  }, 20_000);
});

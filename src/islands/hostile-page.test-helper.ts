// The hostile page, read through the manifest from every island's fixtures: the mount points a
// careless or hostile page can hold (each island's own, in its folder's fixtures.test-helper.ts,
// and what every island faces), and the attacker's text in everything the islands render. The
// hostile-input and XSS tests start them in happy-dom; the demo's /qa/hostile/ page is written
// from the same functions (demo/scripts/hostile-page.ts), so demo/e2e/hostile.e2e.ts runs them
// in Chromium under the strict CSP, and a new island joins all three with its fixtures file.
import { type HostileCase, HUGE, json, type Mount, MUG, VASE, XSS } from './fixture-values.test-helper.ts';
import { fixturesOf, islandHtml, islandNames, isProductIsland } from './fixtures.test-helper.ts';
import type { IslandName } from './manifest.ts';

/** The object's JSON text with `__proto__` and `constructor.prototype` keys written first. */
function withPrototypeKeys(value: object): string {
  const keys = '"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}';
  const rest = JSON.stringify(value).slice(1);
  return rest === '}' ? `{${keys}}` : `{${keys}, ${rest}`;
}

/** What every product island faces besides its own cases: a missing or broken product. */
function productCases(healthy: Mount): HostileCase[] {
  return [
    { name: 'no product container', mount: { ...healthy, product: null }, outcome: 'declines' },
    { name: 'a malformed product', mount: { ...healthy, product: '{"id": ' }, outcome: 'declines' },
    {
      name: 'a product without an id',
      mount: { ...healthy, product: JSON.stringify({ title: 'No id' }) },
      outcome: 'declines',
    },
    {
      // The bad field is dropped with a warning naming it; the product shows as sold out.
      name: 'a product whose variants are not a list',
      mount: { ...healthy, product: JSON.stringify({ id: 'p', title: 'P', variants: 'many' }) },
      outcome: 'renders',
    },
    { name: 'a product that is a list', mount: { ...healthy, product: '[]' }, outcome: 'declines' },
    {
      name: 'a product with prototype keys',
      mount: { ...healthy, product: withPrototypeKeys(healthy.product ? JSON.parse(healthy.product) : MUG) },
      outcome: 'renders',
    },
  ];
}

/** The island's hostile mount points: what every island faces, then its own (its fixtures'). */
export function hostileCases(name: IslandName): HostileCase[] {
  const island = fixturesOf(name);
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
      mount: { ...island.healthy, json: withPrototypeKeys(healthyJson) },
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
  if (isProductIsland(name)) cases.push(...productCases(island.healthy));
  return [...cases, ...island.hostile];
}

/** The island's mount point with `server` as its server HTML, in its product container if it has one. */
export function mountHtml(name: IslandName, id: string, mount: Mount, server: string): string {
  const island = islandHtml(name, mount, { id, inner: server });
  if (!isProductIsland(name) || mount.product === null) return island;
  const product = mount.product ?? JSON.stringify(MUG);
  return `<div data-storefront-product><script type="application/json">${product}</script>${island}</div>`;
}

/**
 * Every mount point of every island that cannot work, each with its server HTML ("Server HTML:
 * <the case>"): each must decline with one `[Storefront]` line naming its id, `<island>-bad-<n>`.
 */
export function brokenIslandsHtml(): string {
  return islandNames()
    .flatMap((name) =>
      hostileCases(name).flatMap((hostile, index) =>
        hostile.outcome === 'declines'
          ? [mountHtml(name, `${name}-bad-${index}`, hostile.mount, `Server HTML: ${hostile.name}`)]
          : [],
      ),
    )
    .join('\n');
}

/** The store's own texts, the attacker's: scarcity for the mug, restock and sold-out for the vase. */
export const ATTACKER_MERCHANDISING = {
  [MUG.id]: { scarcityEnabled: true, scarcityShownByDefault: true, scarcityText: `${XSS} {qtyInStock}` },
  [VASE.id]: {
    restockNotificationViews: ['all'],
    customSoldOutText: XSS,
    restockNotificationMessages: {
      restockPrompt: XSS,
      restockEmailLabel: XSS,
      restockSubmit: XSS,
      restockMailingList: XSS,
      restockSignedUp: XSS,
    },
  },
};

/** The island's attacker mount points (its fixtures' `xss`, or its healthy one), ids `<prefix>-<island>-<n>`. */
const attackerMounts = (name: IslandName, prefix: string) =>
  (fixturesOf(name).xss ?? [fixturesOf(name).healthy]).map((mount, index) =>
    islandHtml(name, mount, { id: `${prefix}-${name}-${index}` }),
  );

/**
 * Every island with the attacker's text in all it renders: the page's islands, then every
 * product island in two products titled by the attacker (`xss-mug`, in stock; `xss-vase`, sold out).
 */
export function attackerIslandsHtml(): string {
  const pageIslands = islandNames()
    .filter((name) => !isProductIsland(name))
    .flatMap((name) => attackerMounts(name, 'xss'));
  const container = (item: object, id: string) => {
    const islands = islandNames()
      .filter(isProductIsland)
      .flatMap((name) => attackerMounts(name, id));
    return `<div data-storefront-product id="${id}"><script type="application/json">${json(item)}</script>${islands.join('')}</div>`;
  };
  return [
    ...pageIslands,
    container({ ...MUG, title: XSS }, 'xss-mug'),
    container({ ...VASE, title: XSS }, 'xss-vase'),
  ].join('\n');
}

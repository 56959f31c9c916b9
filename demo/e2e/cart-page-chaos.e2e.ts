// Seeded chaos on the cart page (issue 26): quantity changes (buttons, typed, bursts), removals
// and re-adds in two tabs of one visitor, while the mock platform fails about 20% of cart calls
// at random (500, 503, 429, a 3 s delay, dropped before, dropped after applying). After every
// operation settles, both tabs are compared with the platform's cart: each line's title and
// quantity box, the line count, the pill and the subtotal; no line may stay busy, every failed
// write must be told in the tab that made it, no write may be sent more often than asked, and
// nothing typed half-way is ever sent. Bounded: OPERATIONS operations, one seed. The same run
// goes through the cart drawer on the shop page (issue 36).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { FAULT_SEED_STORAGE_KEY, MODEL_STORAGE_KEY, SCENARIO_STORAGE_KEY } from '../../mocks/browser.ts';
import type { ModelState } from '../../mocks/model.ts';
import { gotoReady, setupDemo } from './harness.ts';

const demo = setupDemo();
const OPERATIONS = 60;
/** Fewer through the drawer: the same code, so the run checks the drawer's wiring, not the lines again. */
const DRAWER_OPERATIONS = 30;
const SEED = 26;
/** No cart call in flight or started for this long, in either tab: the operation has settled. */
const QUIET_MS = 1300;
const ITEMS = [
  { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1' },
  { itemId: 'site-us-linen-tee', sku: 'LINENTEE-2' },
  { itemId: 'site-us-field-journal', sku: 'FIELDJOURNAL-1' },
];

/** mulberry32: the test's own dice, so a run can be repeated. */
function dice(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const isCartCall = (request: Request) =>
  new URL(request.url()).pathname.includes('/api/commerce/shopping-cart');

interface TabStats {
  inFlight: number;
  lastStart: number;
  writes: { method: string; body: string }[];
  failedWrites: number;
  /** Writes whose answer was lost but which the cart read again holds: rightly silent (issue 49 item 2). */
  appliedLost: number;
}

function watch(page: Page, shared: { lastStart: number }): TabStats {
  const stats: TabStats = { inFlight: 0, lastStart: 0, writes: [], failedWrites: 0, appliedLost: 0 };
  page.on('console', (message) => {
    if (message.text().startsWith('[Storefront] the cart read again holds the change'))
      stats.appliedLost += 1;
  });
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (!isCartCall(request)) return;
    open.add(request);
    stats.inFlight += 1;
    shared.lastStart = Date.now();
    if (request.method() !== 'GET')
      stats.writes.push({ method: request.method(), body: request.postData() ?? '' });
    if (process.env.CHAOS_TRACE)
      console.log(
        `    ${Date.now() % 100000} ${request.method()} ${new URL(request.url()).pathname.slice(-30)}`,
      );
  });
  const done = (request: Request, failed: boolean) => {
    if (!open.delete(request)) return;
    if (process.env.CHAOS_TRACE)
      console.log(`    ${Date.now() % 100000} done ${request.method()} failed=${failed}`);
    stats.inFlight -= 1;
    if (failed && request.method() !== 'GET') stats.failedWrites += 1;
  };
  page.on('requestfailed', (request) => done(request, true));
  page.on('requestfinished', async (request) =>
    done(request, ((await request.response())?.status() ?? 0) >= 400),
  );
  return stats;
}

/** Settled: the acting tab has no line busy (a quantity on its way, a removal) and no tab has a
 * cart call in flight or started for QUIET_MS. */
async function settled(page: Page, tabs: TabStats[], shared: { lastStart: number }) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const busy = await page.locator('.sf-cart [aria-busy="true"]').count();
    if (busy === 0 && tabs.every((tab) => tab.inFlight === 0) && Date.now() - shared.lastStart >= QUIET_MS)
      return;
    await page.waitForTimeout(100);
  }
  assert.fail('cart calls never settled');
}

/** What one tab shows, next to the platform's cart for this visitor. */
async function compare(page: Page) {
  return page.evaluate((modelKey) => {
    const state = JSON.parse(localStorage.getItem(modelKey) ?? '{}') as ModelState;
    const token = /(?:^|; )CART=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const entries = state.carts?.[`${decodeURIComponent(token)}|site-us`]?.entries ?? [];
    const platformLines = entries.map((entry) => `${entry.title} x${entry.quantity}`).sort();
    const cents = entries.reduce((sum, entry) => sum + entry.quantity * entry.unitPriceCents, 0);
    const total = entries.reduce((sum, entry) => sum + entry.quantity, 0);
    const money = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const shownLines = [...document.querySelectorAll('.sf-cart__line')]
      .map((line) => {
        const title = line.querySelector('.sf-cart__title')?.textContent ?? '';
        const input = line.querySelector<HTMLInputElement>('.sf-cart__quantity');
        // A refused value stays for the shopper to correct (flagged, with its message): the
        // line is then read by its price, which follows the cart.
        const refused = input?.getAttribute('aria-invalid') === 'true';
        const box = refused ? (line.getAttribute('data-quantity') ?? '') : (input?.value ?? '');
        return `${title} x${box}`;
      })
      .sort();
    const pill = document.querySelector<HTMLAnchorElement>('.sf-cart-pill');
    const pillLabel = pill?.querySelector('.sf-visually-hidden')?.textContent ?? '';
    const pillCount = pill?.hidden ? 0 : Number(/^(\d+)/.exec(pillLabel)?.[1] ?? Number.NaN);
    const subtotal = document.querySelector('.sf-cart__subtotal-value')?.textContent ?? '$0.00';
    const problems: string[] = [];
    if (JSON.stringify(shownLines) !== JSON.stringify(platformLines))
      problems.push(`lines ${JSON.stringify(shownLines)} vs ${JSON.stringify(platformLines)}`);
    if (pillCount !== total) problems.push(`pill ${pillCount} vs ${total}`);
    if (total > 0 && !pillLabel.endsWith(money)) problems.push(`pill label '${pillLabel}' vs ${money}`);
    if (total > 0 && subtotal !== money) problems.push(`subtotal ${subtotal} vs ${money}`);
    const busy = document.querySelectorAll('.sf-cart [aria-busy="true"]').length;
    if (busy > 0) problems.push(`${busy} line(s) busy`);
    return {
      problems,
      told: (window as unknown as { __told?: number }).__told ?? 0,
      faults: state.faults ?? {},
    };
  }, MODEL_STORAGE_KEY);
}

/** Opens the page's cart drawer (issue 36) once its island has started. */
async function openDrawer(page: Page) {
  await page.waitForFunction(() =>
    (window as unknown as { Storefront: { cart: { open(): boolean } } }).Storefront.cart.open(),
  );
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
}

/** The chaos run on `path`: the cart page, or a shop page with its cart drawer open in both tabs. */
async function chaos(path: string, drawer: boolean, operations: number) {
  const { page: first, context, assertCleanConsole } = await demo.open(path);
  await first.evaluate(({ key, seed }) => localStorage.setItem(key, String(seed)), {
    key: FAULT_SEED_STORAGE_KEY,
    seed: SEED,
  });
  const add = (page: Page, item: (typeof ITEMS)[number], quantity = 1) =>
    page.evaluate(
      (request) =>
        (window as unknown as { Storefront: { cart: { add(r: unknown): Promise<unknown> } } }).Storefront.cart
          .add(request)
          .catch(() => undefined),
      { ...item, quantity },
    );
  for (const item of ITEMS) await add(first, item, 2);
  // The mock reads its scenario when a page loads: both tabs load under 'flaky'.
  await first.evaluate((key) => localStorage.setItem(key, 'flaky'), SCENARIO_STORAGE_KEY);
  await gotoReady(first, first.url());
  if (drawer) await openDrawer(first);
  const second = await context.newPage();
  const consoleTwo: string[] = [];
  second.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleTwo.push(message.text());
  });
  await gotoReady(second, first.url());
  if (drawer) await openDrawer(second);

  // Every failure the page says, even one a later click clears again, counts as told.
  for (const page of [first, second])
    await page.evaluate(() => {
      const record = window as unknown as { __told?: number };
      record.__told = 0;
      new MutationObserver(() => {
        const text = document.querySelector('.sf-cart__alert')?.textContent ?? '';
        if (text.trim() !== '') record.__told = (record.__told ?? 0) + 1;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  const shared = { lastStart: 0 };
  const tabs = [first, second];
  const stats = tabs.map((page) => watch(page, shared));
  const roll = dice(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(roll() * list.length)] as T;
  const asked = { steps: 0, typed: 0, refusedTyped: 0, bursts: 0, removals: 0, adds: 0 };
  const mismatches: string[] = [];
  const untold: string[] = [];

  for (let operation = 0; operation < operations; operation++) {
    const tab = Math.floor(roll() * 2);
    const page = tabs[tab] as Page;
    const own = stats[tab] as TabStats;
    const writesBefore = own.writes.length;
    const failedBefore = own.failedWrites;
    const appliedBefore = own.appliedLost;
    const toldBefore = (await compare(page)).told;
    const lines = page.locator('.sf-cart__line');
    const count = await lines.count();
    const kind = count === 0 ? 'add' : pick(['step', 'step', 'typed', 'typed', 'burst', 'remove', 'add']);
    shared.lastStart = Date.now();
    if (process.env.CHAOS_TRACE) console.log(`op ${operation} tab ${tab + 1} ${kind} lines ${count}`);
    let expectWrites = 0;
    if (kind === 'add') {
      asked.adds += 1;
      expectWrites = 1;
      await add(page, pick(ITEMS));
    } else {
      const line = lines.nth(Math.floor(roll() * count));
      const title = (await line.locator('.sf-cart__title').textContent()) ?? '';
      const box = line.getByRole('spinbutton');
      const quantity = Number(await box.inputValue());
      if (kind === 'step') {
        asked.steps += 1;
        expectWrites = 1;
        const down = quantity > 1 && roll() < 0.5;
        await line
          .getByRole('button', { name: `${down ? 'Decrease' : 'Increase'} quantity of ${title}` })
          .click();
      } else if (kind === 'burst') {
        asked.bursts += 1;
        expectWrites = 3;
        const increase = line.getByRole('button', { name: `Increase quantity of ${title}` });
        for (let click = 0; click < 3; click++) await increase.click();
      } else if (kind === 'typed') {
        const text = roll() < 0.25 ? pick(['0', '10000', '12000', '']) : String(1 + Math.floor(roll() * 9));
        const valid = text !== '' && Number(text) >= 1 && Number(text) <= 9999;
        asked.typed += 1;
        if (!valid) asked.refusedTyped += 1;
        expectWrites = valid && Number(text) !== quantity ? 1 : 0;
        if (process.env.CHAOS_TRACE) console.log(`  typed '${text}' into ${title} (${quantity})`);
        await box.click();
        if (process.env.CHAOS_TRACE) console.log(`    ${Date.now() % 100000} clicked`);
        await box.fill('');
        // Typed key by key at a shopper's pace: nothing may be sent while typing.
        await box.pressSequentially(text, { delay: 120 });
        assert.deepEqual(
          own.writes.slice(writesBefore),
          [],
          `operation ${operation}: sent while typing '${text}' (box was ${quantity})`,
        );
        await box.press('Enter');
        if (!valid) {
          const problem = (await line.locator('.sf-cart__problem').textContent()) ?? '';
          assert.match(
            problem,
            /^Quantity must be between 1 and 9999\./,
            `operation ${operation}: '${text}'`,
          );
        }
        // Focus stays in the box: it must still follow the cart once things settle.
      } else {
        asked.removals += 1;
        expectWrites = 1;
        await line.getByRole('button', { name: `Remove ${title}` }).click();
      }
    }
    // The quiet window counts from the operation's last action: a stepper click waits to be
    // coalesced with the next before it is sent.
    shared.lastStart = Math.max(shared.lastStart, Date.now());
    await settled(page, stats, shared);
    const sent = own.writes.length - writesBefore;
    assert.ok(
      sent <= expectWrites,
      `operation ${operation} (${kind}) sent ${sent} writes, asked ${expectWrites}`,
    );
    for (const write of own.writes.slice(writesBefore)) {
      // Playwright does not always see the body of a request the service worker answers.
      if (write.method === 'PUT' && write.body !== '') {
        const body = JSON.parse(write.body) as { quantity: number };
        assert.ok(body.quantity >= 1 && body.quantity <= 9999, `operation ${operation} sent ${write.body}`);
      }
    }
    // A failed write the platform applied anyway reads as applied, so only the others need words.
    const failedNow = own.failedWrites - failedBefore - (own.appliedLost - appliedBefore);
    for (const [index, view] of tabs.entries()) {
      const seen = await compare(view);
      for (const problem of seen.problems)
        mismatches.push(`operation ${operation} (${kind}) tab ${index + 1}: ${problem}`);
      // An add through the API is told to its caller (rejected promise), not on the page.
      if (index === tab && failedNow > 0 && kind !== 'add' && seen.told === toldBefore)
        untold.push(
          `operation ${operation} (${kind}) tab ${index + 1}: ${failedNow} failed write(s), nothing said`,
        );
    }
  }

  const { faults } = await compare(first);
  const report = {
    seed: SEED,
    path,
    operations,
    asked,
    writesSent: stats.reduce((sum, tab) => sum + tab.writes.length, 0),
    failedWrites: stats.reduce((sum, tab) => sum + tab.failedWrites, 0),
    faultsByKind: faults,
    mismatches: mismatches.length,
    untold: untold.length,
    firstMismatches: mismatches.slice(0, 5),
    firstUntold: untold.slice(0, 5),
  };
  console.log(`[cart-page-chaos] ${JSON.stringify(report)}`);
  assert.ok(Object.values(faults).reduce((sum, n) => sum + n, 0) > 0, 'no fault was injected');
  assert.deepEqual(mismatches, []);
  assert.deepEqual(untold, []);
  const expected = [
    /Failed to load resource|Failed to fetch/,
    /^\[Storefront\] (GET|POST|PUT|DELETE) \/api\/commerce\/shopping-cart\S* failed/,
    // A write whose answer was lost: what the cart read again showed (issue 49 item 2).
    /^\[Storefront\] the cart (read again (holds|does not hold)|could not be read again after) (the|a) change whose outcome was unknown/,
  ];
  assertCleanConsole(expected);
  assert.deepEqual(
    consoleTwo.filter((text) => !expected.some((pattern) => pattern.test(text))),
    [],
  );
}

describe('cart page chaos', () => {
  it(`${OPERATIONS} seeded operations in two tabs under ~20% faults end on the platform's cart`, () =>
    chaos('/cart/', false, OPERATIONS));

  // The same faults through the cart drawer (issue 36): the cart page's lines in a dialog.
  it(`${DRAWER_OPERATIONS} seeded operations in the cart drawer of two tabs under ~20% faults end on the platform's cart`, () =>
    chaos('/', true, DRAWER_OPERATIONS));
});

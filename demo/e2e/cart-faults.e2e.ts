// Measurement under faults: ~50 cart actions on the cart page (adds through window.Storefront,
// stepper clicks, typed quantities, removals) while the mock platform fails about 20% of cart
// calls at random (500, 503, 429, a 3 s delay, dropped before, dropped after applying), seeded
// so a run can be repeated. After each action settles, a checkpoint compares the pill with the
// platform's cart. Counts: checkpoints where they agree (target 100%), writes sent more often
// than asked (double adds, target 0), controls busy past 5 s (target 0). Loopback only.
// Then two carts the platform sends drifted (issue 26): an add beside an entry with title: null,
// and the cart page with an entry whose form id is __proto__.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { FAULT_SEED_STORAGE_KEY, MODEL_STORAGE_KEY } from '../../mocks/browser.ts';
import type { ModelState } from '../../mocks/model.ts';
import { setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();
const ACTIONS = 50;
const SEED = 13;
const STUCK_MS = 5000;
/** No cart call in flight or started for this long: the action has settled (retries included). */
const QUIET_MS = 1300;
const ITEMS = [
  { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', title: 'Speckled Stoneware Mug' },
  { itemId: 'site-us-linen-tee', sku: 'LINENTEE-2', title: 'Washed Linen Tee' },
  { itemId: 'site-us-field-journal', sku: 'FIELDJOURNAL-1', title: 'Field Journal' },
];

function isCartCall(request: Request) {
  return new URL(request.url()).pathname.includes('/api/commerce/shopping-cart');
}

/** Watches the page's cart calls: in flight, last start, writes by method, faults seen. */
function watchCartCalls(page: Page) {
  const stats = { inFlight: 0, lastStart: 0, posts: 0, puts: 0, deletes: 0, gets: 0, calls: 0, faults: 0 };
  const started = new Map<Request, number>();
  page.on('request', (request) => {
    if (!isCartCall(request)) return;
    stats.inFlight += 1;
    stats.calls += 1;
    stats.lastStart = Date.now();
    started.set(request, Date.now());
    const method = request.method();
    if (method === 'POST') stats.posts += 1;
    else if (method === 'PUT') stats.puts += 1;
    else if (method === 'DELETE') stats.deletes += 1;
    else stats.gets += 1;
  });
  const done = (request: Request, failed: boolean) => {
    if (!started.has(request)) return;
    const took = Date.now() - (started.get(request) ?? Date.now());
    started.delete(request);
    stats.inFlight -= 1;
    if (failed || took >= 2900) stats.faults += 1;
  };
  page.on('requestfailed', (request) => done(request, true));
  page.on('requestfinished', async (request) => {
    const status = (await request.response())?.status() ?? 0;
    done(request, status >= 400);
  });
  return stats;
}

/**
 * Settled: no line busy (a quantity still being saved or a removal running, as the page tells a
 * screen reader) and no cart call in flight or started for QUIET_MS. The busy check is what keeps
 * a loaded machine honest: a stepper click is sent after the cart's settle delay, and the network
 * alone looks quiet until then.
 */
async function settled(page: Page, stats: ReturnType<typeof watchCartCalls>) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const busy = await page.locator('.sf-cart [aria-busy="true"]').count();
    if (busy === 0 && stats.inFlight === 0 && Date.now() - stats.lastStart >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
  assert.fail('cart calls never settled');
}

/** The pill's count and subtotal as the shopper reads them, and the platform's own cart. */
async function checkpoint(page: Page) {
  return page.evaluate((modelKey) => {
    const pill = document.querySelector<HTMLAnchorElement>('.sf-cart-pill');
    const label = pill?.querySelector('.sf-visually-hidden')?.textContent ?? '';
    const shown = pill?.hidden ? 0 : Number(/^(\d+)/.exec(label)?.[1] ?? Number.NaN);
    const state = JSON.parse(localStorage.getItem(modelKey) ?? '{}') as ModelState;
    const token = /(?:^|; )CART=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const entries = state.carts?.[`${decodeURIComponent(token)}|site-us`]?.entries ?? [];
    const platform = entries.reduce((sum, entry) => sum + entry.quantity, 0);
    const cents = entries.reduce((sum, entry) => sum + entry.quantity * entry.unitPriceCents, 0);
    const subtotal = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    return { shown, platform, agrees: shown === platform && (platform === 0 || label.endsWith(subtotal)) };
  }, MODEL_STORAGE_KEY);
}

describe('cart under faults', () => {
  it(`${ACTIONS} cart actions with ~20% injected faults keep the pill on the platform's cart`, async () => {
    const { page, assertCleanConsole } = await demo.open('/cart/');
    await page.evaluate(
      ({ key, seed }) => {
        localStorage.setItem(key, String(seed));
      },
      { key: FAULT_SEED_STORAGE_KEY, seed: SEED },
    );
    await page.getByText('QA', { exact: true }).click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByLabel('Mock platform scenario').selectOption('flaky'),
    ]);
    await page.waitForFunction(
      () => 'version' in ((window as unknown as { Storefront?: object }).Storefront ?? {}),
    );
    const stats = watchCartCalls(page);
    const asked = { adds: 0, quantityChanges: 0, removals: 0 };
    let agree = 0;
    let stuck = 0;
    let slowest = 0;
    const mismatches: string[] = [];

    for (let step = 0; step < ACTIONS; step++) {
      const lines = page.getByRole('listitem');
      const count = await lines.count();
      const kind = count === 0 ? 0 : step % 5;
      const started = Date.now();
      // The quiet window counts from the action too: a stepper click waits to be coalesced first.
      stats.lastStart = started;
      if (kind === 0 || kind === 2) {
        const item = ITEMS[step % ITEMS.length] ?? ITEMS[0];
        asked.adds += 1;
        await page.evaluate(
          (request) =>
            (
              window as unknown as { Storefront: { cart: { add(r: unknown): Promise<unknown> } } }
            ).Storefront.cart
              .add(request)
              .catch(() => undefined),
          { itemId: item?.itemId, sku: item?.sku, quantity: 1 },
        );
      } else {
        const line = lines.nth(step % count);
        const title = (await line.locator('.sf-cart__title').textContent()) ?? '';
        if (kind === 1 || kind === 3) {
          const quantity = Number(await line.getByRole('spinbutton').inputValue());
          const name =
            kind === 3 && quantity > 1 ? `Decrease quantity of ${title}` : `Increase quantity of ${title}`;
          asked.quantityChanges += 1;
          await line.getByRole('button', { name }).click();
        } else {
          asked.removals += 1;
          const remove = line.getByRole('button', { name: `Remove ${title}` });
          await remove.click();
          // Busy until the line is gone or its button is usable again.
          await page.waitForFunction(
            (label) => {
              const button = [...document.querySelectorAll('button')].find(
                (b) => b.getAttribute('aria-label') === label,
              );
              return !button?.disabled;
            },
            `Remove ${title}`,
            { timeout: 15_000 },
          );
          const busyFor = Date.now() - started;
          slowest = Math.max(slowest, busyFor);
          if (busyFor > STUCK_MS) stuck += 1;
        }
      }
      // The quiet window counts from the action's end as well: on a loaded machine the click
      // itself can take longer than the window.
      stats.lastStart = Math.max(stats.lastStart, Date.now());
      await settled(page, stats);
      const check = await checkpoint(page);
      if (check.agrees) agree += 1;
      else mismatches.push(`step ${step}: pill ${check.shown}, platform ${check.platform}`);
    }

    const busyControls = await page.locator('.sf-cart [aria-busy="true"], .sf-cart__remove:disabled').count();
    const report = {
      actions: ACTIONS,
      cartCalls: stats.calls,
      faultsSeen: stats.faults,
      faultShare: `${Math.round((stats.faults / stats.calls) * 100)}%`,
      checkpointsAgree: `${agree}/${ACTIONS}`,
      addsAsked: asked.adds,
      addsSent: stats.posts,
      doubleAdds: Math.max(0, stats.posts - asked.adds),
      quantityChangesAsked: asked.quantityChanges,
      quantityCallsSent: stats.puts,
      removalsAsked: asked.removals,
      removalCallsSent: stats.deletes,
      reads: stats.gets,
      stuckPast5s: stuck,
      slowestRemovalMs: slowest,
      busyAtEnd: busyControls,
      mismatches,
    };
    console.log(`[cart-faults] ${JSON.stringify(report)}`);
    assert.equal(report.doubleAdds, 0);
    assert.ok(stats.puts <= asked.quantityChanges, 'a quantity change was sent more often than asked');
    assert.ok(stats.deletes <= asked.removals, 'a removal was sent more often than asked');
    assert.equal(stuck, 0);
    assert.equal(busyControls, 0);
    assert.deepEqual(mismatches, []);
    // Each failed call also has its owner's line (issue 14).
    assertCleanConsole([
      /Failed to load resource|Failed to fetch/,
      /^\[Storefront\] (GET|POST|PUT|DELETE) \/api\/commerce\/shopping-cart\S* failed/,
      // A write whose answer was lost: what the cart read again showed (issue 49 item 2).
      /^\[Storefront\] the cart (read again (holds|does not hold)|could not be read again after) (the|a) change whose outcome was unknown/,
    ]);
  });
});

/**
 * Seeds the visitor's platform cart with `item` and then rewrites that entry as the platform
 * might send it after drift (`patch`), in the mock platform's saved model; reloads so it is read.
 */
async function seedDriftedEntry(page: Page, item: (typeof ITEMS)[number], patch: Record<string, unknown>) {
  await page.evaluate(
    (request) =>
      (
        window as unknown as { Storefront: { cart: { add(r: unknown): Promise<unknown> } } }
      ).Storefront.cart.add(request),
    { itemId: item.itemId, sku: item.sku, quantity: 1 },
  );
  await page.evaluate(
    ({ key, itemId, patch }) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as ModelState;
      const token = decodeURIComponent(/(?:^|; )CART=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const entry = state.carts[`${token}|site-us`]?.entries.find((e) => e.itemId === itemId);
      if (!entry) throw new Error('the seeded entry is not in the platform cart');
      Object.assign(entry, patch);
      localStorage.setItem(key, JSON.stringify(state));
    },
    { key: MODEL_STORAGE_KEY, itemId: item.itemId, patch },
  );
  await page.reload();
  await page.waitForFunction(
    () => 'version' in ((window as unknown as { Storefront?: object }).Storefront ?? {}),
  );
}

describe('a cart the platform sends drifted (issue 26)', () => {
  const [mug, tee] = ITEMS as unknown as [(typeof ITEMS)[number], (typeof ITEMS)[number]];

  it("an add that lands beside an entry with title: null reads 'Added!'", async () => {
    const { page, assertCleanConsole } = await demo.open('/products/stoneware-mug/');
    await seedDriftedEntry(page, tee, { title: null });
    const add = page.getByRole('button', { name: 'Add To Cart' });
    await add.focus();
    await waitForIsland(page, 'add-to-cart');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Added!' }).waitFor();
    assert.equal(await page.getByText('Unable to Add Item').count(), 0);
    const itemIds = await page.evaluate((key) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as ModelState;
      return Object.values(state.carts).flatMap((cart) => cart.entries.map((entry) => entry.itemId));
    }, MODEL_STORAGE_KEY);
    assert.deepEqual(itemIds.sort(), [mug.itemId, tee.itemId].sort(), 'one add, beside the drifted entry');
    // A missing title is read as absent, not set aside: nothing to log.
    assertCleanConsole();
  });

  it('the cart page renders an entry whose additionalFieldsFormId is __proto__', async () => {
    const { page, assertCleanConsole } = await demo.open('/cart/');
    await seedDriftedEntry(page, mug, {
      additionalFieldsFormId: '__proto__',
      additionalFields: '{"__proto__":"A"}',
    });
    const line = page.getByRole('listitem').filter({ hasText: mug.title });
    await line.waitFor();
    assert.equal(await line.getByRole('spinbutton', { name: `Quantity of ${mug.title}` }).inputValue(), '1');
    await page.getByText('$26.00', { exact: true }).first().waitFor();
    assertCleanConsole();
  });
});

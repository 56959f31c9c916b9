// Issue 22.1 in a real browser: the demo's shops turn the dataLayer on in their page context, and
// each GA4 ecommerce event arrives once with GA4's fields, after `{ ecommerce: null }`. A
// tag-manager stand-in (an init script, as the tag's snippet runs before the page) wraps
// `dataLayer.push` the way GTM does and keeps every push in sessionStorage, so the events that
// go out just before a checkout navigation are read on the page that follows. One visitor walks
// the pages in turn: list (view_item_list, select_item), search, product (view_item,
// add_to_cart), cart (view_cart, remove_from_cart), express checkout (begin_checkout), a
// restock sign-up, the contact page (newsletter sign_up, generate_lead), the JPY shop.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { gotoReady, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();
const LOG_KEY = 'e2e-data-layer';

/** What GTM's snippet does to the page's dataLayer: wraps push (and here, keeps each entry). */
const TAG_MANAGER_STAND_IN = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    const log = JSON.parse(sessionStorage.getItem('${LOG_KEY}') || '[]');
    for (const entry of entries) log.push({ path: location.pathname, entry });
    sessionStorage.setItem('${LOG_KEY}', JSON.stringify(log));
    return push(...entries);
  };
})()`;

type Pushed = { path: string; entry: Record<string, unknown> };
interface Ga4Ecommerce {
  currency: string;
  value: number;
  item_list_id?: string;
  items: Record<string, unknown>[];
}

async function pushes(page: Page): Promise<Pushed[]> {
  return JSON.parse((await page.evaluate(`sessionStorage.getItem('${LOG_KEY}') || '[]'`)) as string);
}

/** Waits until `name` has been pushed on `path`, then returns it, checking it came once, after a reset. */
async function eventOn(page: Page, path: string, name: string): Promise<Record<string, unknown>> {
  await page.waitForFunction(
    ([key, where, event]) =>
      (JSON.parse(sessionStorage.getItem(key) || '[]') as Pushed[]).some(
        (pushed) => pushed.path === where && pushed.entry.event === event,
      ),
    [LOG_KEY, path, name] as const,
  );
  const onPage = (await pushes(page)).filter((pushed) => pushed.path === path);
  const at = onPage.findIndex((pushed) => pushed.entry.event === name);
  assert.equal(onPage.filter((pushed) => pushed.entry.event === name).length, 1, `${name} once on ${path}`);
  const event = onPage[at]?.entry ?? {};
  if ('ecommerce' in event) {
    assert.deepEqual(onPage[at - 1]?.entry, { ecommerce: null }, `{ ecommerce: null } before ${name}`);
  }
  return event;
}

const ecommerce = (event: Record<string, unknown>) => event.ecommerce as Ga4Ecommerce;

/** Islands below the fold hydrate as they near the viewport: press once the dialog's opener works. */
async function openOnceHydrated(opener: Locator, dialog: Locator) {
  await opener.scrollIntoViewIfNeeded();
  for (let attempt = 0; attempt < 20; attempt++) {
    await opener.click({ timeout: 2_000 }).catch(() => undefined);
    if (
      await dialog.waitFor({ timeout: 1_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  assert.fail('the dialog never opened');
}

const MUG = {
  item_id: 'site-us-stoneware-mug',
  item_name: 'Speckled Stoneware Mug',
  price: 26,
  currency: 'USD',
};

describe('GA4 ecommerce events in the dataLayer (issue 22.1)', () => {
  it('list, search, product, cart and express checkout: each event once with its GA4 fields', async () => {
    const { page, assertCleanConsole } = await demo.open('/', { initScript: TAG_MANAGER_STAND_IN });

    const list = ecommerce(await eventOn(page, '/', 'view_item_list'));
    assert.equal(list.item_list_id, 'site-us-shop');
    assert.equal(list.currency, 'USD');
    assert.ok(list.items.length >= 10, 'every card on the page');
    assert.deepEqual(
      list.items.find((item) => item.item_id === MUG.item_id),
      { ...MUG, quantity: 1, item_list_id: 'site-us-shop', item_list_name: 'Shop', index: 1 },
    );
    const dialog = page.getByRole('dialog');
    await openOnceHydrated(page.getByRole('button', { name: 'Quick View Speckled Stoneware Mug' }), dialog);
    const selected = ecommerce(await eventOn(page, '/', 'select_item'));
    assert.deepEqual(selected.items, [
      { ...MUG, quantity: 1, item_list_id: 'site-us-shop', item_list_name: 'Shop', index: 1 },
    ]);
    await page.keyboard.press('Escape');

    await gotoReady(page, `${demo.baseUrl}/search/?q=mug`);
    assert.deepEqual(await eventOn(page, '/search/', 'search'), { event: 'search', search_term: 'mug' });

    await gotoReady(page, `${demo.baseUrl}/products/stoneware-mug/`);
    const viewed = ecommerce(await eventOn(page, '/products/stoneware-mug/', 'view_item'));
    assert.deepEqual(viewed, { currency: 'USD', value: 26, items: [{ ...MUG, quantity: 1 }] });
    await waitForIsland(page, 'add-to-cart');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    const added = ecommerce(await eventOn(page, '/products/stoneware-mug/', 'add_to_cart'));
    assert.deepEqual(added, {
      currency: 'USD',
      value: 52,
      items: [{ ...MUG, item_variant: 'STONEWAREMUG-1', quantity: 2 }],
    });

    await gotoReady(page, `${demo.baseUrl}/cart/`);
    const cart = ecommerce(await eventOn(page, '/cart/', 'view_cart'));
    assert.equal(cart.value, 52);
    assert.deepEqual(cart.items, [{ ...MUG, item_variant: 'STONEWAREMUG-1', quantity: 2 }]);
    await page.getByRole('button', { name: 'Remove Speckled Stoneware Mug' }).click();
    const removed = ecommerce(await eventOn(page, '/cart/', 'remove_from_cart'));
    assert.deepEqual(removed.items, [{ ...MUG, item_variant: 'STONEWAREMUG-1', quantity: 2 }]);

    // Express checkout: the add, then begin_checkout with the cart, pushed before the page leaves.
    // Analytics starts when the page is idle: view_item says it has, so the add is not made
    // while the events are still only kept by the browser entry (they do not outlive the navigation).
    await gotoReady(page, `${demo.baseUrl}/express/`);
    await eventOn(page, '/express/', 'view_item');
    await waitForIsland(page, 'add-to-cart');
    await Promise.all([
      page.waitForURL('**/commerce/goto-checkout**'),
      page.getByRole('button', { name: 'Add To Cart' }).click(),
    ]);
    await eventOn(page, '/express/', 'add_to_cart');
    const checkout = ecommerce(await eventOn(page, '/express/', 'begin_checkout'));
    assert.deepEqual(checkout.items, [{ ...MUG, item_variant: 'STONEWAREMUG-1', quantity: 1 }]);
    assert.equal(checkout.value, 26);
    assertCleanConsole();
  });

  it('restock and contact page sign-ups, and whole-yen prices in the JPY shop', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/thrown-vase/', {
      initScript: TAG_MANAGER_STAND_IN,
    });
    await page.getByRole('textbox', { name: /Email Address/ }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByText("Signed up! We'll email you when it's back.", { exact: true }).waitFor();
    assert.deepEqual(await eventOn(page, '/products/thrown-vase/', 'sign_up'), {
      event: 'sign_up',
      method: 'restock',
      form_id: 'restock-site-us-thrown-vase',
    });

    await gotoReady(page, `${demo.baseUrl}/contact/`);
    // This test is about the dataLayer's sign_up; a press before the block hydrates has tests of
    // its own (submit and early-press tests), so the shopper scrolls to the block (it hydrates
    // near the viewport) and it is live before they type.
    const newsletter = page.getByRole('region', { name: 'The journal, monthly' });
    await newsletter.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'newsletter');
    await newsletter.getByRole('textbox', { name: /^Email Address/ }).fill('grace@example.com');
    await newsletter.getByRole('button', { name: 'Sign Up' }).click();
    assert.deepEqual(await eventOn(page, '/contact/', 'sign_up'), {
      event: 'sign_up',
      method: 'newsletter',
      form_id: 'form-newsletter',
    });
    const contact = page.getByRole('form', { name: 'Contact us' });
    await contact.getByRole('textbox', { name: 'First Name' }).fill('Ada');
    await contact.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
    await contact.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
    await contact.getByRole('combobox', { name: /^Topic/ }).selectOption({ index: 1 });
    await contact
      .getByRole('group', { name: /The shop was easy to find/ })
      .getByRole('radio')
      .first()
      .check();
    await contact.getByRole('textbox', { name: /^Message/ }).fill('Do you ship to Lisbon?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    assert.deepEqual(await eventOn(page, '/contact/', 'generate_lead'), {
      event: 'generate_lead',
      form_id: 'form-contact',
    });

    await gotoReady(page, `${demo.baseUrl}/jp/products/stoneware-mug/`);
    const viewed = ecommerce(await eventOn(page, '/jp/products/stoneware-mug/', 'view_item'));
    assert.deepEqual(viewed, {
      currency: 'JPY',
      value: 3900,
      items: [
        {
          item_id: 'site-jp-stoneware-mug',
          item_name: 'Speckled Stoneware Mug',
          price: 3900,
          currency: 'JPY',
          quantity: 1,
        },
      ],
    });
    assertCleanConsole();
  });
});

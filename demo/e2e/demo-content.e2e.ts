// Issue 24 items 10 and 11: the owner's own page (demo/my-pages/, served at /my-pages/) gets
// sensible spacing from storefront.css alone, and the demo's content reads like a real shop:
// posts open from 'Read More', one brand, the gallery and cart in the navigation, no gaps or
// overlaps. Screenshots at 1280 and 390 px go to demo/e2e/screenshots/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { setupDemo } from './harness.ts';

const demo = setupDemo();
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(OUT, { recursive: true });
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  assert.ok(found, 'element has a box');
  return found;
}

describe('the owner page in demo/my-pages/', () => {
  it('is served at /my-pages/, adds to the cart through the mocks, and spaces its islands', async () => {
    const { page, assertCleanConsole } = await demo.open('/my-pages/example.html');
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
    await page
      .getByRole('group', { name: 'Colour' })
      .getByRole('radio', { name: 'Oat', exact: true })
      .check();
    const quantity = await box(page.getByRole('spinbutton', { name: 'Quantity' }));
    const button = await box(page.getByRole('button', { name: 'Add To Cart' }));
    assert.ok(button.y - (quantity.y + quantity.height) >= 8, 'the quantity box does not touch the button');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page
      .getByRole('region', { name: 'Cart notifications' })
      .getByText('Washed Linen Tee was added to your cart.')
      .waitFor();
    const badge = page.locator('.sf-cart-pill__count');
    await badge.filter({ hasText: /^1$/ }).waitFor();
    const round = await box(badge);
    assert.ok(
      Math.abs(round.width - round.height) <= 1,
      `one digit makes a round badge (${round.width} x ${round.height})`,
    );
    await page.screenshot({ path: join(OUT, 'my-page-desktop.png') });
    assertCleanConsole();
  });
});

describe('demo content', () => {
  it("'Read More' opens the post, and the journal carries the shop's brand", async () => {
    const { page, assertCleanConsole } = await demo.open('/blog/');
    assert.equal(await page.getByText(/leaf-and-kettle/i).count(), 0, 'no second brand');
    await page
      .getByRole('article')
      .filter({ hasText: 'Spring tasting recap' })
      .getByRole('link', { name: 'Read More' })
      .click();
    await page.waitForURL(/\/blog\/spring-tasting-recap\/$/);
    await page.getByRole('heading', { level: 1, name: 'Spring tasting recap' }).waitFor();
    await page.getByRole('link', { name: '← Journal' }).waitFor();
    // The comment links land on the post page's comments section.
    await page.locator('#comments-post-tasting').getByRole('heading', { name: '5 Comments' }).waitFor();
    assertCleanConsole();
  });

  it('the navigation has the gallery, and the empty cart page keeps a cart link and no gap', async () => {
    const { page, assertCleanConsole } = await demo.open('/cart/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Gallery' }).waitFor();
    await nav.getByRole('link', { name: 'Cart' }).waitFor();
    const empty = await box(page.getByText('Your cart is empty.'));
    const link = await box(page.getByRole('link', { name: 'Continue shopping' }));
    assert.ok(
      link.y - (empty.y + empty.height) <= 40,
      `no blank gap (${link.y - (empty.y + empty.height)} px)`,
    );
    await page.screenshot({ path: join(OUT, 'empty-cart-desktop.png') });
    assertCleanConsole();
  });

  it("'Read the journal' keeps clear of the tagline; the QA panel sits bottom left and covers nothing", async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page, assertCleanConsole } = await demo.open('/', viewport ? { viewport } : {});
      const tagline = await box(page.getByText('Small-batch homewares from makers we know by name.'));
      const journal = await box(page.getByRole('link', { name: 'Read the journal' }));
      assert.ok(journal.y - (tagline.y + tagline.height) >= 12, 'space between the tagline and the button');
      const qa = await box(page.getByRole('complementary', { name: 'QA tools' }));
      const footer = await box(page.locator('.site-footer'));
      assert.ok(
        qa.x < 40 && qa.y >= footer.y + footer.height - 1,
        'QA panel at the bottom left, after the page',
      );
      assertCleanConsole();
    }
  });

  it('a phone shows the gallery grid in columns a picture can be seen in', async () => {
    const { page, assertCleanConsole } = await demo.open('/gallery/', { viewport: PHONE });
    const items = page.locator('.sf-gallery--grid .sf-gallery__item');
    const first = await box(items.nth(0));
    assert.ok(first.width >= 120, `grid column ${first.width} px wide`);
    await page.screenshot({ path: join(OUT, 'gallery-phone.png') });
    assertCleanConsole();
  });
});

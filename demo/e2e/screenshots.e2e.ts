// Screenshots of the states issue 24 asked to be looked at, at 1280 and 390 px: quick view, the
// added popover, the cart page, the owner console and the lightbox. Written to
// demo/e2e/screenshots/ (gitignored); .ci/run lists them at the end of its log and copies them to
// $CI_ARTIFACTS_DIR when the CI sets one. Each shot also asserts what it shows, so a broken
// state fails here rather than only looking wrong.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { setupDemo } from './harness.ts';

const demo = setupDemo();
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(OUT, { recursive: true });

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `page scrolls sideways: ${scroll} > ${client}`);
}

for (const size of SIZES) {
  const viewport = { width: size.width, height: size.height };
  describe(`screenshots at ${size.width} px`, () => {
    it('added popover', async () => {
      const { page, assertCleanConsole } = await demo.open('/products/linen-tee/', { viewport });
      await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M', exact: true }).check();
      await page
        .getByRole('group', { name: 'Colour' })
        .getByRole('radio', { name: 'Oat', exact: true })
        .check();
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      const popover = page.getByRole('region', { name: 'Cart notifications' });
      await popover.getByText('Washed Linen Tee was added to your cart.').waitFor();
      // Hold it open (pointer inside pauses its 3 s) while the shot is taken.
      await popover.hover();
      await popover.getByText('M / Oat · Qty 1').waitFor();
      await popover.getByText('Cart subtotal: $48.00').waitFor();
      const box = await popover.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= size.width, 'the popover fits the screen');
      await page.screenshot({ path: join(OUT, `added-popover-${size.name}.png`) });
      assertCleanConsole();
    });

    it('owner console', async () => {
      const { page, assertCleanConsole } = await demo.open('/owner/restock/', { viewport });
      await page
        .getByRole('status')
        .filter({ hasText: /sign-up groups loaded/ })
        .waitFor({ timeout: 10_000 });
      await noSidewaysScroll(page);
      const table = page.getByRole('table', { name: /Restock sign-up groups/ });
      const firstRow = table.getByRole('row').nth(1);
      for (const button of await firstRow.getByRole('button').all()) {
        const box = await button.boundingBox();
        assert.ok(box && box.x >= 0 && box.x + box.width <= size.width, 'buttons are not cut off');
      }
      await page.screenshot({ path: join(OUT, `owner-console-${size.name}.png`) });
      await firstRow.getByRole('button', { name: 'Send notification' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.waitFor();
      const top = await confirm.evaluate((el) => el.getBoundingClientRect().top);
      const header = await page.evaluate(() => {
        // The site's header: stuck to the top edge (the QA panel, fixed at the bottom, is not one).
        const stuck = [...document.querySelectorAll('body *')].filter((el) => {
          const { position } = getComputedStyle(el);
          return (position === 'sticky' || position === 'fixed') && el.getBoundingClientRect().top <= 1;
        });
        return Math.max(0, ...stuck.map((el) => el.getBoundingClientRect().bottom));
      });
      assert.ok(top >= header, `the confirmation (${top}) is not under the sticky header (${header})`);
      await page.screenshot({ path: join(OUT, `owner-console-confirm-${size.name}.png`) });
      await firstRow.getByRole('button', { name: 'View sign-ups' }).click();
      await page
        .getByRole('table', { name: /Shoppers waiting for/ })
        .getByRole('row')
        .nth(1)
        .waitFor();
      await noSidewaysScroll(page);
      await page.screenshot({ path: join(OUT, `owner-console-sign-ups-${size.name}.png`), fullPage: false });
      assertCleanConsole();
    });

    it('quick view', async () => {
      const { page, assertCleanConsole } = await demo.open('/', { viewport });
      const opener = page.getByRole('button', { name: 'Quick View Washed Linen Tee' });
      await opener.scrollIntoViewIfNeeded();
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Washed Linen Tee' });
      await dialog.getByRole('img', { name: 'Washed Linen Tee' }).waitFor();
      await dialog.getByRole('button', { name: 'Add To Cart' }).waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const box = await dialog.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= size.width, 'the dialog fits the screen');
      await page.screenshot({ path: join(OUT, `quick-view-${size.name}.png`) });
      assertCleanConsole();
    });

    it('cart page', async () => {
      const { page, assertCleanConsole } = await demo.open('/cart/', { viewport });
      await page.evaluate(async () => {
        await fetch('/api/commerce/shopping-cart/entries', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 2 }),
        });
      });
      await page.reload();
      // Each line shows its product's image and links to its page.
      const link = page.getByRole('link', { name: 'Speckled Stoneware Mug' });
      await link.waitFor();
      assert.match((await link.getAttribute('href')) ?? '', /\/products\/stoneware-mug$/);
      assert.equal(await page.locator('.sf-cart__thumb').count(), 1);
      await page.locator('.sf-cart__thumb').evaluate((img: HTMLImageElement) => img.decode());
      await noSidewaysScroll(page);
      await page.screenshot({ path: join(OUT, `cart-page-${size.name}.png`) });
      assertCleanConsole();
    });

    it('lightbox', async () => {
      const { page, assertCleanConsole } = await demo.open('/gallery/', { viewport });
      const opener = page.getByRole('region', { name: 'Grid (dark lightbox)' }).getByRole('button', {
        name: 'Open Celadon cups in the image viewer',
      });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Celadon cups' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      // The caption or the alt text, not both.
      assert.equal(await dialog.locator('figcaption p').count(), 1);
      // Counter and arrows on one line.
      const tops = await dialog
        .locator('.sf-lightbox__nav > *')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
      assert.equal(new Set(tops).size <= 2 && Math.max(...tops) < 60, true, `nav heights ${tops}`);
      if (size.width < 640) {
        const box = await dialog.boundingBox();
        assert.ok(
          box && box.width >= size.width - 1 && box.height >= size.height - 1,
          'full-screen on a phone',
        );
      }
      await page.screenshot({ path: join(OUT, `lightbox-${size.name}.png`) });
      assertCleanConsole();
    });
  });
}

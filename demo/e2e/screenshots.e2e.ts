// Screenshots of the states issue 24 asked to be looked at, at 1280 and 390 px: the added
// popover, the owner console and the lightbox. Written to demo/e2e/screenshots/ (gitignored;
// CI keeps the folder as the run's artefact). Each shot also asserts what it shows, so a
// broken state fails here rather than only looking wrong.
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

// No layout shift from the storefront (docs/decisions.md "No layout shift from our elements"): a returning
// visitor with items in the cart loads pages whose islands hydrate and whose cart pill fills in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupDemo } from './harness.ts';
import { readLayoutShift } from './layout-shift.ts';

const demo = setupDemo();

describe('layout shift', () => {
  it('measures a shift when one happens (the check can fail)', async () => {
    const { page } = await demo.open('/');
    await page.evaluate(() => {
      const pusher = document.createElement('div');
      pusher.textContent = 'pushed in';
      document.body.prepend(pusher);
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    assert.ok((await readLayoutShift(page)).total > 0);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const path of ['/', '/products/linen-tee/', '/blog/']) {
      it(`${path} at ${viewport.width}px: islands hydrate and the pill fills in without moving the page`, async () => {
        const { page } = await demo.open('/products/stoneware-mug/', { viewport });
        await page.getByRole('button', { name: 'Add To Cart' }).click();
        await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
        await page.goto(`${demo.baseUrl}${path}`);
        await page.getByRole('link', { name: /1 item in cart/ }).waitFor();
        await page.waitForFunction(() => performance.getEntriesByName('storefront:hydrated').length > 0);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const shift = await readLayoutShift(page);
        // The demo pages are static HTML with sized images: any shift at all is the storefront's
        // doing (an island growing pushes the page's own nodes), so the whole CLS must be 0.
        assert.equal(
          shift.total,
          0,
          `the page shifted by ${shift.total}; nodes that moved: ${shift.movers.join(' | ')}`,
        );
      });
    }
  }
});

// The wishlist button on a product page, keyboard only: Tab from Add to Cart, Enter saves, the
// outcome is announced and focus stays on the button; a failure is an alert and can be retried.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseScenario, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();

describe('wishlist button', () => {
  it('saves the product with the keyboard alone', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/stoneware-mug/');
    await page.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Tab');
    const button = page.getByRole('button', { name: 'Add to wishlist' });
    assert.equal(await button.evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    const done = page.getByRole('button', { name: 'Saved to wishlist' });
    await done.waitFor();
    assert.equal(await done.evaluate((el) => el === document.activeElement), true, 'focus stays');
    assert.equal(await page.getByRole('status').filter({ hasText: 'Saved to wishlist' }).count(), 1);
    assertCleanConsole();
  });

  it('says why when the platform fails, and a retry works', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/stoneware-mug/');
    await chooseScenario(page, 'server-error');
    const button = page.getByRole('button', { name: 'Add to wishlist' });
    // The QA panel sits at the foot of the page now: bring the island back and let it hydrate.
    await button.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'wishlist');
    await button.focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Unable to save to your wishlist. Please try again.' })
      .waitFor();
    assert.equal(await button.evaluate((el) => el === document.activeElement), true, 'focus stays');
    await chooseScenario(page, 'none');
    await button.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'wishlist');
    await page.getByRole('button', { name: 'Add to wishlist' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Saved to wishlist' }).waitFor();
    assertCleanConsole([/wishlist\/items failed: HTTP 500/, /status of 500/]);
  });
});

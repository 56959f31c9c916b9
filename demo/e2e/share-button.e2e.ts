// The share button on a product page, in Chromium with its share sheet and clipboard stubbed
// (page.addInitScript, before the page's own scripts): Web Share gets the product's title and
// link; a closed sheet says nothing; without Web Share the link is copied and 'Link copied' goes
// after 4 s (page.clock); when the clipboard refuses too the link waits, selected, in a field.
// Keyboard only: Tab from the wishlist button, then Enter.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { gotoReady, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();
const MUG_PATH = '/products/stoneware-mug/';

type Sheet = 'none' | 'shares' | 'cancelled' | 'fails';

/** Stubs navigator.share (or removes it) and the clipboard; calls are kept in window.__shareCalls. */
function browserStubs(sheet: Sheet, clipboardWorks: boolean): string {
  return `(() => {
    const calls = (window.__shareCalls = []);
    const sheet = ${JSON.stringify(sheet)};
    if (sheet === 'none') {
      delete Navigator.prototype.share;
      delete Navigator.prototype.canShare;
    } else {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data) => {
          calls.push({ share: { title: data.title, url: data.url } });
          if (sheet === 'cancelled') return Promise.reject(new DOMException('Share canceled', 'AbortError'));
          if (sheet === 'fails') return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
          return Promise.resolve();
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    }
    const clipboard = {
      writeText: (text) => {
        calls.push({ copy: text });
        return ${clipboardWorks} ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      },
    };
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => clipboard });
  })();`;
}

const calls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls);

/** Tab from the wishlist button to Share, by keyboard, once the island has hydrated. */
async function tabToShare(page: Page) {
  await page.getByRole('button', { name: 'Add to wishlist' }).focus();
  await page.keyboard.press('Tab');
  const share = page.getByRole('button', { name: 'Share' });
  assert.equal(await share.evaluate((el) => el === document.activeElement), true, 'Tab reaches Share');
  await waitForIsland(page, 'share-button');
  return share;
}

describe('share button', () => {
  it("opens the share sheet with the product's title and link", async () => {
    const { page, assertCleanConsole } = await demo.open(MUG_PATH, {
      initScript: browserStubs('shares', true),
    });
    await tabToShare(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (window as unknown as { __shareCalls: unknown[] }).__shareCalls.length > 0,
    );
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    assert.deepEqual(await calls(page), [
      { share: { title, url: new URL('/products/stoneware-mug', page.url()).href } },
    ]);
    assert.equal(await page.getByRole('status').filter({ hasText: 'Link copied' }).count(), 0);
    assertCleanConsole();
  });

  it('says nothing when the shopper closes the share sheet', async () => {
    const { page, assertCleanConsole } = await demo.open(MUG_PATH, {
      initScript: browserStubs('cancelled', true),
    });
    await tabToShare(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => (window as unknown as { __shareCalls: unknown[] }).__shareCalls.length > 0,
    );
    // Give a fallback the time it would need to show, then check that none did.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    assert.equal((await calls(page)).length, 1, 'no copy after a cancel');
    assert.equal(await page.getByText('Link copied').count(), 0);
    assert.equal(await page.getByRole('textbox', { name: 'Copy this link to share the product' }).count(), 0);
    assertCleanConsole();
  });

  it("copies the link where there is no Web Share; 'Link copied' shows 4 s and moves nothing (page.clock)", async () => {
    const { page, assertCleanConsole } = await demo.open(MUG_PATH, {
      initScript: browserStubs('none', true),
    });
    // From here the page's timers run on a clock the test moves (Playwright's page.clock), so
    // the 4 s are the page's, whatever the machine's load. The fake clock takes over the
    // documents loaded after it is installed: reload onto it.
    await page.clock.install();
    await gotoReady(page, page.url());
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
    const island = page.locator('[data-storefront="share-button"]');
    const before = await island.boundingBox();
    // The press may come before the island has hydrated: the runtime makes it again after.
    await page.getByRole('button', { name: 'Add to wishlist' }).focus();
    await page.keyboard.press('Tab');
    const share = page.getByRole('button', { name: 'Share' });
    assert.equal(await share.evaluate((el) => el === document.activeElement), true, 'Tab reaches Share');
    await page.keyboard.press('Enter');
    const status = page.getByRole('status').filter({ hasText: 'Link copied' });
    const STEP_MS = 50;
    let shown = false;
    for (let step = 0; step < 200 && !shown; step += 1) {
      shown = await status.waitFor({ timeout: 100 }).then(
        () => true,
        () => false,
      );
      if (!shown) await page.clock.runFor(STEP_MS);
    }
    assert.ok(shown, "'Link copied' showed");
    assert.deepEqual(await calls(page), [{ copy: new URL('/products/stoneware-mug', page.url()).href }]);
    assert.deepEqual(await island.boundingBox(), before, 'the words appear in space kept for them');
    assert.equal(await share.evaluate((el) => el === document.activeElement), true, 'focus stays');
    // Its 4 s began within the last step: at 3900 ms more it is still there, by 4100 ms gone.
    await page.clock.runFor(3900);
    assert.equal(await status.count(), 1, 'still there before 4 s');
    await page.clock.runFor(200);
    await status.waitFor({ state: 'detached', timeout: 5000 });
    assertCleanConsole();
  });

  it('shows the link selected in a field when the share sheet and the clipboard both fail', async () => {
    const { page, assertCleanConsole } = await demo.open(MUG_PATH, {
      initScript: browserStubs('fails', false),
    });
    await tabToShare(page);
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: 'Copy this link to share the product' });
    await field.waitFor();
    const url = new URL('/products/stoneware-mug', page.url()).href;
    assert.equal(await field.inputValue(), url);
    assert.equal(await field.getAttribute('readonly'), '');
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    const selected = await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);
    assert.deepEqual(selected, [0, url.length]);
    assert.equal((await calls(page)).length, 2, 'the share sheet, then the clipboard');
    assertCleanConsole();
  });
});

// Focus is never lost and every outcome is heard (issue 26.4), keyboard only, at a desktop width
// and at 320 px (400% zoom): after a validation error, a server failure and a success, where focus
// lands and what the live regions hold, on the restock form, the contact page's site form and
// its newsletter block. Server failures come from the demo's QA panel scenarios.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { chooseScenario, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();
// The alert regions' words for a field's problem are for screen readers only (visually hidden):
// they are waited for as attached, not visible.
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 320, height: 640 },
] as const;

/** What has focus, in words an assertion message can show. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const box = el.getBoundingClientRect();
    const inView =
      box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"${inView ? '' : ' (out of view)'}`;
  });
}

async function isFocused(locator: Locator) {
  return locator.evaluate((el) => {
    if (el !== document.activeElement) return false;
    // Focus the shopper cannot see is lost too (320 px).
    const box = el.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

/** Remembers the (empty) status region, to check the success lands in that same element. */
async function markStatus(status: Locator) {
  assert.equal((await status.textContent())?.trim(), '', 'the status region is there and empty first');
  await status.evaluate((el) => {
    (window as unknown as { __status?: Element[] }).__status = [
      ...((window as unknown as { __status?: Element[] }).__status ?? []),
      el,
    ];
  });
}

async function wasThereBefore(status: Locator) {
  return status.evaluate(
    (el) => (window as unknown as { __status?: Element[] }).__status?.includes(el) ?? false,
  );
}

async function typeInto(control: Locator, text: string) {
  await control.focus();
  await control.page().keyboard.type(text);
}

async function fillContact(page: Page, form: Locator) {
  await typeInto(form.getByRole('textbox', { name: 'First Name' }), 'Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await typeInto(form.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await form.getByRole('combobox', { name: /^Topic/ }).focus();
  await page.keyboard.press('ArrowDown');
  await form
    .getByRole('group', { name: /The shop was easy to find/ })
    .getByRole('radio')
    .first()
    .focus();
  await page.keyboard.press('Space');
  await typeInto(form.getByRole('textbox', { name: /^Message/ }), 'Do you ship to Lisbon?');
}

// Each test walks both widths at once, one page each (the walks wait on the network and hydration
// more than on the CPU), to keep the file fast.
const atEveryWidth = async (walk: (viewport: (typeof WIDTHS)[number]) => Promise<void>) => {
  await Promise.all(
    WIDTHS.map((viewport) =>
      walk(viewport).catch((error: unknown) => {
        throw new Error(`at ${viewport.width} px: ${error instanceof Error ? error.message : error}`);
      }),
    ),
  );
};

// The two tests run at once too, four pages in all.
describe('focus after form outcomes', { concurrency: true }, () => {
  it("restock at 1280 and 320 px: invalid email, 500, then 'Signed up!' (WCAG 1.4.10, 3.3.1)", () =>
    atEveryWidth(async (viewport) => {
      const { page, assertCleanConsole } = await demo.open('/products/thrown-vase/', { viewport });
      const island = page.locator('[data-storefront="restock-form"]');
      const email = island.getByRole('textbox', { name: /Email Address/ });
      await email.focus();
      await waitForIsland(page, 'restock-form');
      const alert = island.getByRole('alert');
      assert.equal(await alert.count(), 1, 'the alert region is in the page before anything is said');

      // Validation error: focus stays in the box, the alert region says the problem.
      await page.keyboard.type('ada');
      await page.keyboard.press('Enter');
      await alert.filter({ hasText: 'Email Address: Email is invalid' }).waitFor({ state: 'attached' });
      assert.ok(await isFocused(email), `focus stays in the email box, not on ${await focused(page)}`);

      // Server failure: pressed on the button (which locking disables), focus comes back to it.
      await chooseScenario(page, 'server-error');
      await email.focus();
      await waitForIsland(page, 'restock-form');
      await page.keyboard.type('ada@example.com');
      await page.keyboard.press('Tab');
      const button = island.getByRole('button', { name: 'Notify Me' });
      assert.ok(await isFocused(button));
      await page.keyboard.press('Enter');
      await alert
        .filter({ hasText: 'Unable to submit form. Please try again later.' })
        .waitFor({ state: 'attached' });
      await page.waitForFunction(() => document.activeElement !== document.body, undefined, {
        timeout: 10_000,
      });
      assert.ok(await isFocused(button), `focus back on the button, not on ${await focused(page)}`);
      assert.equal(await email.inputValue(), 'ada@example.com');

      // Success: the words arrive in the status region that was already there, which takes focus.
      await chooseScenario(page, 'none');
      await email.focus();
      await waitForIsland(page, 'restock-form');
      const status = island.getByRole('status');
      await markStatus(status);
      await page.keyboard.type('ada@example.com');
      await page.keyboard.press('Enter');
      await status.filter({ hasText: 'Signed up!' }).waitFor();
      assert.ok(await wasThereBefore(status), 'the same status region, not a new one');
      assert.ok(await isFocused(status), `focus on the message, not on ${await focused(page)}`);
      assert.equal(await email.count(), 0);
      assertCleanConsole([/status of 500/, /notifications\/restock failed: HTTP 500/]);
    }));

  it('contact form and newsletter at 1280 and 320 px: missing answers, 500, then thanks (WCAG 1.4.10, 3.3.1)', () =>
    atEveryWidth(async (viewport) => {
      const { page, assertCleanConsole } = await demo.open('/contact/', { viewport });
      const contact = page.locator('.contact__form');
      const form = contact.getByRole('form', { name: 'Contact us' });
      const send = form.getByRole('button', { name: 'Send message' });
      const newsletter = page.locator('.newsletter-block');
      const signUp = newsletter.getByRole('button', { name: 'Sign Up' });
      const newsletterEmail = newsletter.getByRole('textbox', { name: /^Email Address/ });
      const formAlert = (scope: Locator) => scope.locator('.sf-form__form-error[role="alert"]');

      // Validation: focus goes to the first field in error, the alert region names it.
      await send.focus();
      await waitForIsland(page, 'form');
      await page.keyboard.press('Enter');
      await formAlert(form)
        .filter({ hasText: /^Name: Required/ })
        .waitFor({ state: 'attached' });
      const first = form.getByRole('textbox', { name: 'First Name' });
      await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT', undefined, {
        timeout: 10_000,
      });
      assert.ok(await isFocused(first), `focus on First Name, not on ${await focused(page)}`);

      await newsletterEmail.focus();
      await waitForIsland(page, 'newsletter');
      await page.keyboard.type('not-an-email');
      await page.keyboard.press('Enter');
      await formAlert(newsletter)
        .filter({ hasText: /^Email Address: Email is not valid/ })
        .waitFor({ state: 'attached' });
      assert.ok(await isFocused(newsletterEmail), `focus stays in the box, not on ${await focused(page)}`);

      // Server failure: the message in the alert region; focus back on the button, or on the
      // message while the captcha fetches a new token (the button cannot take focus yet).
      await chooseScenario(page, 'server-error');
      await first.focus();
      await waitForIsland(page, 'form');
      await fillContact(page, form);
      await send.focus();
      await page.keyboard.press('Enter');
      await formAlert(form)
        .filter({ hasText: 'Unable to send form. Please try again later.' })
        .waitFor({ state: 'attached' });
      await page.waitForFunction(() => document.activeElement !== document.body, undefined, {
        timeout: 10_000,
      });
      assert.ok(
        (await isFocused(send)) || (await isFocused(formAlert(form))),
        `focus on Send message or its message, not on ${await focused(page)}`,
      );
      assert.equal(await first.inputValue(), 'Ada');

      await newsletterEmail.focus();
      await waitForIsland(page, 'newsletter');
      await page.keyboard.type('ada@example.com');
      await signUp.focus();
      await page.keyboard.press('Enter');
      await formAlert(newsletter)
        .filter({ hasText: 'Unable to send form. Please try again later.' })
        .waitFor({ state: 'attached' });
      await page.waitForFunction(() => document.activeElement !== document.body, undefined, {
        timeout: 10_000,
      });
      assert.ok(
        (await isFocused(signUp)) || (await isFocused(formAlert(newsletter))),
        `focus on Sign Up or its message, not on ${await focused(page)}`,
      );

      // Success: each thanks arrives in the status region that was there, which takes focus.
      await chooseScenario(page, 'none');
      await first.focus();
      await waitForIsland(page, 'form');
      const status = contact.getByRole('status');
      await markStatus(status);
      await fillContact(page, form);
      await send.focus();
      await page.keyboard.press('Enter');
      await status.filter({ hasText: 'Thank you! We will reply within two working days.' }).waitFor();
      assert.ok(await wasThereBefore(status), 'the same status region, not a new one');
      assert.ok(await isFocused(status), `focus on the thanks, not on ${await focused(page)}`);

      await newsletterEmail.focus();
      await waitForIsland(page, 'newsletter');
      const thanks = newsletter.getByRole('status');
      await markStatus(thanks);
      await page.keyboard.type('ada@example.com');
      await page.keyboard.press('Enter');
      await thanks.filter({ hasText: 'Thank you for signing up!' }).waitFor();
      assert.ok(await wasThereBefore(thanks), 'the same status region, not a new one');
      assert.ok(await isFocused(thanks), `focus on the thanks, not on ${await focused(page)}`);
      assertCleanConsole([
        /status of 500/,
        /^\[Storefront\] POST \/api\/(form|rest\/forms)\/\S+ failed: HTTP 500/,
      ]);
    }));
});

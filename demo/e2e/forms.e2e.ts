// Forms as a visitor meets them on the demo: the contact page's site form by keyboard alone
// (with the post-submit HTML sanitised in a real browser), a server-side field error, a 429, and
// a custom product form whose answers reach the cart entry.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { SERVER_TEST_NAME } from '../../mocks/forms-model.ts';
import { chooseScenario, setupDemo } from './harness.ts';

const demo = setupDemo();

/** Keyboard only: focus a control (as Tab would), then type. */
async function typeInto(scope: Locator, name: string | RegExp, text: string) {
  await scope.getByRole('textbox', { name }).focus();
  await scope.page().keyboard.type(text);
}

async function fillContact(page: Page, first: string) {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'First Name' }).waitFor();
  await typeInto(form, 'First Name', first);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await typeInto(form, /^Email/, 'ada@example.com');
  await form.getByRole('combobox', { name: /^Topic/ }).focus();
  await page.keyboard.press('ArrowDown');
  const survey = form.getByRole('group', { name: /The shop was easy to find/ });
  await survey.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await typeInto(form, /^Message/, 'Do you ship to Lisbon?');
  return form;
}

describe('site forms', () => {
  it('submits the contact form with the keyboard alone and shows the sanitised thank-you (WCAG 2.1.1)', async () => {
    const { page, assertCleanConsole } = await demo.open('/contact/');
    const form = await fillContact(page, 'Ada');
    await form.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    const thanks = page
      .getByRole('status')
      .filter({ hasText: 'Thank you! We will reply within two working days.' });
    await thanks.waitFor();
    assert.equal(await thanks.getByRole('link', { name: 'our journal' }).getAttribute('href'), '/blog/');
    // One sentence and its link: nothing stray (no picture, no dead link text).
    assert.equal(
      await thanks.locator('.sf-form__post-submit').innerText(),
      'While you wait, read our journal.',
    );
    assert.equal(await thanks.locator('script, [onclick], [onmouseover]').count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), undefined);
    assert.equal(await form.getByRole('textbox', { name: 'First Name' }).count(), 0);
    // The render went to census.
    const hits = await page.evaluate(() => localStorage.getItem('storefront-mock-analytics') ?? '');
    assert.match(hits, /form-contact/);
    // The handlers are dropped before any document parses them, so the CSP has nothing to report.
    assertCleanConsole();
  });

  it("shows the server's own field error on its field and keeps what was typed", async () => {
    const { page, assertCleanConsole } = await demo.open('/contact/');
    const form = await fillContact(page, 'test');
    await form.getByRole('button', { name: 'Send message' }).focus();
    await page.keyboard.press('Enter');
    // On its field (exact: the form's alert region says it too, named by its field).
    await form.getByText(SERVER_TEST_NAME, { exact: true }).waitFor();
    await form
      .getByRole('alert')
      .filter({ hasText: `Name: ${SERVER_TEST_NAME}` })
      .waitFor({ state: 'attached' });
    await form
      .getByText(/Your form has encountered a problem\. Please scroll (up|down) to review\./)
      .waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: /^Message/ }).inputValue(),
      'Do you ship to Lisbon?',
    );
    assertCleanConsole([
      /Failed to load resource|status of 400/,
      /^\[Storefront\] POST \/api\/(form|rest\/forms)\/\S+ failed: HTTP 400/,
    ]);
  });

  it('429: says the rate limit text, unlocks, loses nothing', async () => {
    const { page, assertCleanConsole } = await demo.open('/contact/');
    await chooseScenario(page, 'rate-limit');
    const form = await fillContact(page, 'Ada');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form
      .getByText('Unable to submit form. Submission rate limit exceeded. Please try again later.')
      .waitFor();
    await form.getByRole('button', { name: 'Send message' }).waitFor();
    assert.equal(await form.getByRole('textbox', { name: 'First Name' }).inputValue(), 'Ada');
    assertCleanConsole([
      /Failed to load resource|status of 429/,
      /^\[Storefront\] POST \/api\/(form|rest\/forms)\/\S+ failed: HTTP 429/,
    ]);
  });
});

describe('custom product form', () => {
  it('asks for the answers before adding; closing keeps them; they reach the cart entry', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/monogram-apron/');
    const add = page.getByRole('button', { name: 'Add To Cart' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Monogrammed Linen Apron' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /^Initials/ }).focus();
    await page.keyboard.type('AL');
    await dialog.getByRole('combobox', { name: /^Thread colour/ }).selectOption({ label: 'Indigo' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await add.waitFor();
    // Reopened: nothing typed was lost.
    await add.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: /^Initials/ }).inputValue(), 'AL');
    // The page's button never claimed 'Adding…' while the form is open; the form's button says
    // the add-to-cart words (issue 24.6).
    assert.equal(await page.locator('.sf-add-to-cart__button').textContent(), 'Add To Cart');
    // The platform checks the answers first (issue 21.2): its message on the field, focus there,
    // nothing added, nothing lost.
    await dialog.getByRole('textbox', { name: /^Initials/ }).fill('ALXY');
    await dialog.getByRole('button', { name: 'Add To Cart' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Initials are up to three letters.', { exact: true }).waitFor();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Initials: Initials are up to three letters.' })
      .waitFor({ state: 'attached' });
    assert.equal(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value),
      'ALXY',
      'focus on the first field the platform refused',
    );
    assert.equal(await page.getByRole('link', { name: /item in cart/ }).count(), 0, 'nothing added yet');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('AL');
    await dialog.getByRole('button', { name: 'Add To Cart' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: '1 item in cart, subtotal $58.00' }).waitFor();
    const fields = await page.evaluate(
      () =>
        (
          window as unknown as {
            Storefront: { cart: { get(): { entries: { additionalFields?: string }[] } } };
          }
        ).Storefront.cart.get().entries[0]?.additionalFields,
    );
    assert.deepEqual(JSON.parse(fields ?? '{}'), { initials: 'AL', thread: 'Indigo', note: '' });
    assertCleanConsole([
      /Failed to load resource: the server responded with a status of 400/,
      /^\[Storefront\] POST \/api\/rest\/forms\/validate\/form-monogram failed: HTTP 400/,
    ]);
  });
});

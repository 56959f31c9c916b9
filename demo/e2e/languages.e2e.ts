// Issue 22 and issue 20 (3) in a real browser: the demo page of every language (/languages/<code>/)
// renders in that language and buys; no island or dialog shows a word of the English catalogue;
// the page downloads only the string groups its islands use; the Hebrew page is laid out right
// to left (checked on a screenshot's geometry, the screenshot kept in dist/e2e-screenshots/).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { defaultStrings } from '../../src/core/words/strings.ts';
import { formStrings } from '../../src/core/words/strings-forms.ts';
import { restockStrings } from '../../src/core/words/strings-on-demand.ts';
import { overlayStrings } from '../../src/core/words/strings-overlays.ts';
import { DEMO_LANGUAGES } from '../scripts/build-demo.ts';
import { setupDemo } from './harness.ts';

const demo = setupDemo();
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

type Words = Readonly<Record<string, string>>;

/** A language's group, typed like its English catalogue (the unit tests check every key is there). */
async function group<T extends Words>(
  code: string,
  name: string,
  _english: T,
): Promise<{ [K in keyof T]: string }> {
  const url = pathToFileURL(join(root, `src/core/words/strings-${code}/${name}.ts`)).href;
  return ((await import(url)) as { default: { [K in keyof T]: string } }).default;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template as a pattern: each {placeholder} matches anything. */
const pattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  );

/** Every English catalogue string (no placeholders) this language says differently. */
function englishLeftovers(english: Words, translated: Words): string[] {
  return Object.entries(english)
    .filter(([key, text]) => !text.includes('{') && translated[key] !== text && text.length > 2)
    .map(([, text]) => text);
}

/** The visible text and accessible labels of every island and every open dialog. */
async function islandWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const roots = document.querySelectorAll('[data-storefront], [role="dialog"], [role="region"]');
    for (const root of roots) {
      parts.push((root as HTMLElement).innerText);
      for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) parts.push(value);
        }
      }
    }
    return parts.join('\n');
  });
}

function assertNoEnglish(text: string, leftovers: readonly string[], where: string) {
  const lines = text.split('\n').map((line) => line.trim());
  const found = leftovers.filter((english) => lines.includes(english));
  assert.deepEqual(found, [], `${where}: English words on the page`);
}

for (const [code, locale] of Object.entries(DEMO_LANGUAGES)) {
  describe(`the ${locale} page`, () => {
    it('renders in its language, buys, and shows no English in any island or dialog', async () => {
      const [main, forms, overlays, restock] = await Promise.all([
        group(code, 'main', defaultStrings),
        group(code, 'forms', formStrings),
        group(code, 'overlays', overlayStrings),
        group(code, 'restock', restockStrings),
      ]);
      const leftovers = [
        ...englishLeftovers(defaultStrings, main),
        ...englishLeftovers(formStrings, forms),
        ...englishLeftovers(overlayStrings, overlays),
        ...englishLeftovers(restockStrings, restock),
      ];
      const requested: string[] = [];
      const { page, assertCleanConsole } = await demo.open(`/languages/${code}/`);
      page.on('request', (request) => requested.push(request.url()));
      assert.equal(await page.locator('html').getAttribute('lang'), locale);

      // The newsletter (forms group) speaks the language.
      await page.getByRole('button', { name: forms.newsletterSignUp }).waitFor();

      // Buy the mug from its card: the button, the popover and the cart pill in the language.
      const mug = page
        .locator('[data-storefront-product]')
        .filter({ hasText: 'Speckled Stoneware Mug' })
        .last();
      await mug.getByRole('button', { name: main.addToCart }).click();
      const region = page.getByRole('region', { name: main.cartNotifications });
      await region.getByText(pattern(main.addedPopover)).waitFor();
      await region.getByRole('link', { name: main.viewCart }).waitFor();
      await page.getByRole('link', { name: pattern(main.cartPillLabelOne) }).waitFor();
      assertNoEnglish(await islandWords(page), leftovers, 'after the add');
      await region.getByRole('button', { name: main.close }).click();

      // Quick view: its dialog speaks the language too.
      await page.getByRole('button', { name: main.quickView }).first().click();
      const quickView = page.getByRole('dialog');
      await quickView.waitFor();
      await quickView.getByRole('button', { name: main.addToCart }).waitFor();
      assertNoEnglish(await islandWords(page), leftovers, 'quick view');
      await page.keyboard.press('Escape');
      await quickView.waitFor({ state: 'detached' });

      // The apron asks for its custom form: the dialog's Close, field words and its submit button
      // (saving it is the add, so it says the add-to-cart words, issue 24.6) are in the language.
      const apron = page.locator('[data-storefront-product]').filter({ hasText: 'Monogram' }).last();
      await apron.getByRole('button', { name: main.addToCart }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: main.close }).waitFor();
      await dialog.getByRole('button', { name: main.addToCart }).waitFor();
      const ownersWords = new Set(['Save']);
      assertNoEnglish(
        await islandWords(page),
        leftovers.filter((english) => !ownersWords.has(english)),
        'custom form',
      );
      await page.keyboard.press('Escape');

      // Only this language's groups were fetched, and no cart group (no cart island here).
      const all = [
        ...requested,
        ...(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))),
      ];
      const groups = [
        ...new Set(
          all
            .map((url) =>
              /chunks\/strings-([\w-]+)-(main|forms|overlays|restock|cart)-[\w-]+\.js/
                .exec(url)
                ?.slice(1, 3)
                .join('/'),
            )
            .filter(Boolean),
        ),
      ];
      assert.ok(
        groups.every((name) => name?.startsWith(`${code}/`)),
        `other languages fetched: ${groups.join(', ')}`,
      );
      assert.ok(!groups.includes(`${code}/cart`), 'the cart group is not needed on this page');
      assert.ok(groups.includes(`${code}/main`), `main group fetched: ${groups.join(', ')}`);
      assertCleanConsole();
    });
  });
}

describe('the Hebrew page, right to left', () => {
  it('joins a Latin option name with ו- in the missing-options message (issue 49 item 8)', async () => {
    const { page, assertCleanConsole } = await demo.open('/languages/he/');
    const he = await group('he', 'main', defaultStrings);
    const details = page.locator('.pdp__details');
    await details.getByRole('button', { name: he.addToCart }).click();
    // The demo's option names are English (the merchant's own words).
    await details.getByRole('alert').filter({ hasText: 'יש לבחור Size ו-Colour.' }).waitFor();
    assertCleanConsole();
  });

  it('lays every island out from the right, with the popover at the inline end', async () => {
    const { page, assertCleanConsole } = await demo.open('/languages/he/');
    const he = await group('he', 'main', defaultStrings);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    const details = page.locator('.pdp__details');
    const add = details.getByRole('button', { name: he.addToCart });
    await add.waitFor();
    const box = await details.boundingBox();
    const price = await details.locator('[data-storefront="product-price"]').boundingBox();
    assert.ok(box && price);
    // Right aligned: the price starts at the column's right edge, not its left.
    assert.ok(Math.abs(box.x + box.width - (price.x + price.width)) < 24, 'price hugs the right edge');

    await page
      .getByRole('radio')
      .first()
      .check()
      .catch(() => undefined);
    const mug = page
      .locator('[data-storefront-product]')
      .filter({ hasText: 'Speckled Stoneware Mug' })
      .last();
    await mug.getByRole('button', { name: he.addToCart }).click();
    const popover = page.getByRole('region', { name: he.cartNotifications });
    await popover.getByRole('button', { name: he.close }).waitFor();
    const shot = join(root, 'dist/e2e-screenshots');
    mkdirSync(shot, { recursive: true });
    await page.screenshot({ path: join(shot, 'he-rtl.png') });
    const viewport = page.viewportSize();
    const pop = await popover.locator('> *').first().boundingBox();
    assert.ok(viewport && pop);
    // Mirrored: the popover sits on the left half (the inline end of a right-to-left page).
    assert.ok(pop.x + pop.width / 2 < viewport.width / 2, `popover at x=${pop.x}`);
    assertCleanConsole();
  });
});

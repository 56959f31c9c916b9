// Issue 35.5: what a native speaker sees at 390 px in French (France), Japanese, Hebrew and
// Polish: the product page, its restock form, the cart page and a site form with every field
// kind. PNGs go to demo/e2e/screenshots/ (gitignored), which .ci/run lists and keeps as artifacts.
// Each shot also asserts what it shows: the page's words, no sideways scroll, and the mechanics
// of the language (year first and family name first in Japanese, countries in the language).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { gotoReady, setupDemo } from './harness.ts';

const demo = setupDemo();
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(OUT, { recursive: true });
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const VIEWPORT = { width: 390, height: 844 };

type Words = Readonly<Record<string, string>>;
/** A catalogue group of the language, read as `say(key)` (a missing key fails the test). */
async function words(code: string, group: string): Promise<(key: string) => string> {
  const url = pathToFileURL(join(root, `src/core/words/strings-${code}/${group}.ts`)).href;
  const catalogue = ((await import(url)) as { default: Words }).default;
  return (key) => {
    const text = catalogue[key];
    assert.ok(text, `${code}/${group} has no ${key}`);
    return text;
  };
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scroll, client, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that reach past the screen's edges: what to fix when this fails.
    const past = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 1 || box.left < -1);
    });
    const outermost = past.filter(
      (element) => !past.some((other) => other !== element && other.contains(element)),
    );
    return {
      scroll: document.documentElement.scrollWidth,
      client: width,
      outside: outermost
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    };
  });
  assert.ok(scroll <= client, `${where} scrolls sideways: ${scroll} > ${client} (${outside.join(', ')})`);
}

const LANGUAGES = { fr: 'fr-FR', ja: 'ja-JP', he: 'he-IL', pl: 'pl-PL' } as const;

for (const [code, locale] of Object.entries(LANGUAGES)) {
  describe(`${locale} at 390 px`, () => {
    it('product page, restock form, cart page and a site form', async () => {
      const main = await words(code, 'main');
      const forms = await words(code, 'forms');
      const restock = await words(code, 'restock');
      const cart = await words(code, 'cart');
      const { page, assertCleanConsole } = await demo.open(`/languages/${code}/`, { viewport: VIEWPORT });
      const details = page.locator('.pdp__details');
      await details.getByRole('button', { name: main('addToCart') }).waitFor();
      await noSidewaysScroll(page, 'the product page');
      await page.screenshot({ path: join(OUT, `lang-${code}-product-390.png`), fullPage: true });

      // M / Charcoal is sold out: the restock form takes the add button's place.
      await details.getByRole('radio', { name: 'M', exact: true }).check();
      // Sold out for M: its name says so in the language ("Charcoal (épuisé)").
      await details.getByRole('radio', { name: /^Charcoal/ }).check();
      const form = page.locator('[data-storefront="restock-form"]');
      await form.getByRole('button', { name: restock('restockSubmit') }).waitFor();
      await form.getByText(restock('restockPrompt')).waitFor();
      await form.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(OUT, `lang-${code}-restock-390.png`) });

      // Buy M / Oat, then the cart page in the language.
      await details.getByRole('radio', { name: 'Oat', exact: true }).check();
      await details.getByRole('button', { name: main('addToCart') }).click();
      await page
        .getByRole('region', { name: main('cartNotifications') })
        .getByRole('link')
        .first()
        .waitFor();
      await gotoReady(page, `${demo.baseUrl}/languages/${code}/cart/`);
      await page.getByRole('button', { name: cart('cartCheckout') }).waitFor();
      await page
        .getByRole('list', { name: cart('cartItems') })
        .getByRole('listitem')
        .first()
        .waitFor();
      await noSidewaysScroll(page, 'the cart page');
      await page.screenshot({ path: join(OUT, `lang-${code}-cart-390.png`), fullPage: true });

      // A site form with every field kind.
      await gotoReady(page, `${demo.baseUrl}/languages/${code}/contact/`);
      const country = page.getByRole('combobox', { name: forms('formPartCountry') });
      await country.waitFor();
      const countryNames = await country.locator('option').allTextContents();
      const germany = new Intl.DisplayNames([locale], { type: 'region' }).of('DE') ?? '';
      assert.ok(countryNames.includes(germany), `countries in ${locale}: ${countryNames.join(', ')}`);
      if (code === 'ja') {
        const names = async (group: string) =>
          page
            .getByRole('group', { name: new RegExp(group) })
            .getByRole('textbox')
            .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
        assert.match(
          (await names('Date of your visit'))[0] ?? '',
          /-Year$/,
          'a Japanese date starts with the year',
        );
        assert.match(
          (await names('^Name'))[0] ?? '',
          /-Last$/,
          'a Japanese name starts with the family name',
        );
      }
      await noSidewaysScroll(page, 'the site form');
      await page.screenshot({ path: join(OUT, `lang-${code}-form-390.png`), fullPage: true });
      assertCleanConsole();
    });
  });
}

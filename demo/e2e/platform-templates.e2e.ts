// The platform-style site (/platform/: demo/templates/platform rendered unchanged through
// storefront/template, issue 31): islands written by {.section item}{@|product-checkout}{.end},
// list cards and applied blocks hydrate with no wrapper element, each product's islands share
// one selection, and the region's header cart count follows the cart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseScenario, setupDemo, waitForIsland } from './harness.ts';

const demo = setupDemo();

describe('platform templates, hydrated', () => {
  it('item page: choosing variants changes that product only; add to cart; header cart count', async () => {
    const { page, assertCleanConsole } = await demo.open('/platform/products/ceramic-planter/');
    const product = page.locator('article.platform-product');
    const price = product.locator('[data-storefront="product-price"][data-show="price"]');
    await product.getByRole('heading', { name: 'Ribbed Ceramic Planter', level: 1 }).waitFor();
    assert.equal(await price.textContent(), 'from $24.00');
    const related = page.getByRole('region', { name: 'You may also like' });
    const relatedPrices = await related.locator('.sf-product-price').allTextContents();
    await product.getByRole('combobox', { name: 'Size' }).scrollIntoViewIfNeeded();
    await waitForIsland(page, 'variant-select');
    await product.getByRole('combobox', { name: 'Size' }).selectOption('Large');
    await price.getByText('$56.00', { exact: true }).waitFor();
    assert.deepEqual(await related.locator('.sf-product-price').allTextContents(), relatedPrices);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Cart 0' }).waitFor();
    await product.getByRole('button', { name: 'Add To Cart' }).click();
    await product.getByRole('button', { name: 'Added!' }).waitFor();
    await header.getByRole('link', { name: 'Cart 1' }).waitFor();
    assertCleanConsole();
  });

  it('item page with two options: both chosen in product-checkout, then added', async () => {
    const { page, assertCleanConsole } = await demo.open('/platform/products/linen-tee/');
    const product = page.locator('article.platform-product');
    await product.getByRole('button', { name: 'Add To Cart' }).scrollIntoViewIfNeeded();
    await waitForIsland(page, 'add-to-cart');
    await product.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await product.getByRole('combobox', { name: 'Colour' }).selectOption('Oat');
    await product.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await product.getByRole('button', { name: 'Add To Cart' }).click();
    await product.getByRole('button', { name: 'Added!' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart 2' }).waitFor();
    assertCleanConsole();
  });

  it('list page: add from a card, quick view from a card, the header count follows', async () => {
    const { page, assertCleanConsole } = await demo.open('/platform/');
    const grid = page.locator('.grid[aria-label="Products"]');
    const card = (title: string) =>
      grid.locator('article.platform-card', { has: page.getByRole('heading', { name: title }) });
    assert.equal(await grid.locator('article.platform-card').count(), 20);
    const mug = card('Speckled Stoneware Mug');
    await mug.scrollIntoViewIfNeeded();
    await mug.getByRole('button', { name: 'Add To Cart' }).click();
    await mug.getByRole('button', { name: 'Added!' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart 1' }).waitFor();
    const tee = card('Washed Linen Tee');
    await tee.scrollIntoViewIfNeeded();
    await tee.getByRole('button', { name: 'Quick View Washed Linen Tee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Washed Linen Tee' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Size' }).selectOption('S');
    await dialog.getByRole('combobox', { name: 'Colour' }).selectOption('Oat');
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await dialog.getByRole('button', { name: 'Added!' }).waitFor();
    // The dialog is modal (the page under it is inert): close it (popover first), then read the header.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('link', { name: 'Cart 2' }).waitFor();
    assertCleanConsole();
  });

  it('sold-out status follows live stock: the mark and a disabled button', async () => {
    const { page, assertCleanConsole } = await demo.open('/platform/products/stoneware-mug/');
    await chooseScenario(page, 'sold-out');
    const product = page.locator('article.platform-product');
    // The reload keeps the scroll position of the QA panel's select: back to the product.
    await product.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    // The page was built with stock; the live read says none is left.
    await product.locator('.sf-product-status').getByText('sold out', { exact: true }).waitFor();
    const button = product.getByRole('button', { name: 'Sold Out' });
    await button.waitFor();
    assert.equal(await button.isDisabled(), true);
    assertCleanConsole();
  });
});

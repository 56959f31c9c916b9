// The product page as a demanding shopper reads it (issue 24 item 5): sold-out marks follow the
// other choices, nothing offers payments or an amount for what cannot be bought, and the styled
// chips show no native radio dots.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setupDemo } from './harness.ts';

const demo = setupDemo();

describe('product page (linen tee)', () => {
  it('marks follow the other choices; sold-out variants hide payments and quantity', async () => {
    const { page, assertCleanConsole } = await demo.open('/products/linen-tee/');
    const size = page.getByRole('group', { name: 'Size' });
    const colour = page.getByRole('group', { name: 'Colour' });
    const installments = page.getByText(/interest-free payments/);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await colour.getByRole('radio', { name: 'Charcoal', exact: true }).check();
    await size.getByRole('radio', { name: 'M (sold out)' }).waitFor();
    await colour.getByRole('radio', { name: 'Oat', exact: true }).check();
    // M / Oat is in stock: with Oat chosen, M is not marked.
    await size.getByRole('radio', { name: 'M', exact: true }).check();
    assert.equal(await size.getByRole('radio', { name: /sold out/ }).count(), 0);
    await installments.waitFor();
    await quantity.waitFor();
    // M / Charcoal is sold out: no payments advertised, no amount to choose.
    await colour.getByRole('radio', { name: 'Charcoal (sold out)' }).check();
    await installments.waitFor({ state: 'detached' });
    await quantity.waitFor({ state: 'detached' });
    assertCleanConsole();
  });

  it('styled chips carry no visible native radio dot; the info icon is drawn', async () => {
    const { page } = await demo.open('/products/linen-tee/');
    const dots = await page
      .locator('.sf-variant-select__radio-input')
      .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).opacity));
    assert.ok(dots.length > 0);
    assert.deepEqual(new Set(dots), new Set(['0']));
    const icon = page.getByRole('button', { name: 'More about Afterpay' }).locator('svg');
    const box = await icon.boundingBox();
    assert.ok(box && box.width >= 12 && box.height >= 12, 'the info icon has a visible size');
  });
});

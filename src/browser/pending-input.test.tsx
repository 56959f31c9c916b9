import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import { setupMockPlatform } from '../../mocks/node.ts';
import { createPageRenderer } from '../server/render-island.tsx';
import { setupStorefrontPage, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { capturePendingInput } from './pending-input.ts';

const { model } = setupMockPlatform();
const storefront = setupStorefrontPage();

function entry(slug: string) {
  const found = CATALOG.find((item) => item.slug === slug);
  if (!found) throw new Error(slug);
  return productItem(MAIN_SHOP, found);
}

describe('input made before hydration', () => {
  it('keeps a choice and a typed quantity made in the server HTML and adds exactly that', async () => {
    const renderer = createPageRenderer(US_STORE_CONTEXT);
    document.body.innerHTML =
      renderer.contextScript() +
      renderer.island('cart-pill') +
      renderer.product(
        entry('wool-throw'),
        (island) => island('variant-select') + island('quantity') + island('add-to-cart'),
      );
    // The shopper acts on the server HTML before any script runs.
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'Moss';
    const quantity = document.querySelector('input[type="number"]') as HTMLInputElement;
    quantity.value = '2';

    storefront.start({ eager: true });
    await waitFor(() =>
      expect(performance.getEntriesByName('storefront:hydrated').length).toBeGreaterThanOrEqual(4),
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('Moss');
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('link', { name: '2 items in cart, subtotal $290.00' })).toBeTruthy();
    // Moss (5 in stock) went down by 2; Rust and Slate are untouched.
    const stock = Object.fromEntries(
      model.stockForItem('site-us-wool-throw').map((v) => [v.sku, v.qtyInStock]),
    );
    expect(stock).toEqual({ 'WOOLTHROW-1': 3, 'WOOLTHROW-2': 3, 'WOOLTHROW-3': 0 });
  });
});

describe('a sign-up typed and pressed before the runtime started', () => {
  it('is sent with the typed email once the restock form hydrates', async () => {
    const vase = entry('thrown-vase');
    const renderer = createPageRenderer({
      ...US_STORE_CONTEXT,
      merchandising: { [vase.id]: { restockNotificationViews: ['all'] } },
    });
    document.body.innerHTML =
      renderer.contextScript() + renderer.product(vase, (island) => island('restock-form'));
    // The shopper types and presses in the server HTML; the press is held until hydration.
    const email = screen.getByRole('textbox', { name: /Email Address/ }) as HTMLInputElement;
    email.value = 'early@example.com';
    storefront.start({ eager: true });
    screen.getByRole('button', { name: 'Notify Me' }).click();

    expect(await screen.findByText('Signed up!')).toBeTruthy();
    expect(model.restock.shopperSignUps()).toMatchObject([
      { productId: vase.id, email: 'early@example.com' },
    ]);
  });
});

describe('capturePendingInput', () => {
  it('ignores controls the shopper left alone', () => {
    document.body.innerHTML = `<div id="root"><select><option value="">Pick</option><option value="a">A</option></select>
      <input type="text" value="kept"><input type="radio" name="r" value="1" checked><input type="radio" name="r" value="2"></div>`;
    expect(capturePendingInput(document.getElementById('root') as Element)).toHaveLength(0);
  });

  it('captures a changed radio once (not the radio that lost its check) and a ticked checkbox', () => {
    document.body.innerHTML = `<div id="root"><input type="radio" name="r" value="1" checked><input type="radio" name="r" value="2"><input type="checkbox"></div>`;
    const [, second, box] = Array.from(document.querySelectorAll('input'));
    if (!second || !box) throw new Error('markup');
    second.checked = true;
    box.checked = true;
    expect(capturePendingInput(document.getElementById('root') as Element)).toHaveLength(2);
  });

  it('replays typed text the hydration reset, but not over keys typed while the island hydrated', () => {
    document.body.innerHTML = `<div id="root"><input type="text" value=""><input type="text" value=""></div>`;
    const [reset, later] = Array.from(document.querySelectorAll('input'));
    if (!reset || !later) throw new Error('markup');
    reset.value = 'Ad';
    later.value = 'Ad';
    const replays = capturePendingInput(document.getElementById('root') as Element);
    // The runtime put the first back to its server value; the shopper typed on in the second,
    // which the island heard as it hydrated.
    reset.value = '';
    later.value = 'Ada';
    const heard: string[] = [];
    reset.addEventListener('input', () => heard.push(`reset: ${reset.value}`));
    later.addEventListener('input', () => heard.push(`later: ${later.value}`));
    for (const replay of replays) replay();
    expect(heard).toEqual(['reset: Ad']);
    expect(later.value).toBe('Ada');
  });
});

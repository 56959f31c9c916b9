// The cart page's totals (issue 34, spec 3 "Shopping cart"): what the platform's cart holds
// beyond the subtotal (discount and coupons, shipping, tax, the grand total) shows as checkout
// lays it out, each row only when the cart has it, read from the platform and never recomputed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { SiteContextSchema } from '../../core/domain/context-schema.ts';
import { createHttp } from '../../core/platform/http.ts';
import { createCartStore } from '../../core/store/cart-store.ts';
import { axeViolations } from '../../test/axe.ts';
import { createServices } from '../../test/services.ts';
import { IslandProvider } from '../shared/island-context.tsx';
import { CartPage } from './Cart.tsx';

const { server } = setupMockPlatform();

afterEach(() => Cookies.remove('CART', { path: '/' }));

const line = {
  id: 'e1',
  itemId: 'mug',
  title: 'Stoneware Mug',
  quantity: 2,
  purchasePriceCents: 2600,
  // The platform's line total, after a line discount the page cannot work out itself.
  subTotal: 4680,
  chosenVariant: { sku: 'MUG-1', attributes: {} },
};

async function showCart(cart: Record<string, unknown>, currency = 'USD') {
  // The cart is read only once the visitor has one (docs/decisions.md "Cookies").
  Cookies.set('CART', 'token-1', { path: '/' });
  server.use(http.get('*/api/commerce/shopping-cart', () => HttpResponse.json(cart)));
  const base = createServices(
    SiteContextSchema.parse({
      website: { id: 'site-us' },
      pageType: 200,
      websiteSettings: { storeSettings: { selectedCurrency: currency } },
    }),
  );
  const services = { ...base, cart: createCartStore(async () => createHttp(), base.strings) };
  const view = render(
    <IslandProvider services={services} product={null}>
      <CartPage />
    </IslandProvider>,
  );
  await act(() => services.cart.getState().load());
  return view;
}

/** The summary's rows as [label and detail, amount]. */
function rows(): string[][] {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return [...summary.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

describe('cart totals (spec 3 "Shopping cart", spec 3 "Cart entry")', () => {
  it('a cart with a coupon, shipping and tax shows each, then the grand total, as checkout does', async () => {
    await showCart({
      id: 'c1',
      entries: [line],
      subtotalCents: 4680,
      discountCents: 468,
      validCoupons: [{ promoCode: 'SPRING10' }],
      invalidCoupons: [{ promoCode: 'EXPIRED5' }],
      shippingCostCents: 800,
      selectedShippingOption: { name: 'Standard (3-5 days)' },
      taxCents: 379,
      applicableTaxRules: [{ name: 'NY State Tax' }],
      grandTotalCents: 5391,
      totalQuantity: 2,
    });
    expect(screen.getByRole('list', { name: 'Items in your cart' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Subtotal', '$46.80'],
      ['DiscountCoupon SPRING10 applied.', '−$4.68'],
      ['ShippingStandard (3-5 days)', '$8.00'],
      ['TaxNY State Tax', '$3.79'],
      ['Total', '$53.91'],
    ]);
    expect(screen.getByText('Coupon EXPIRED5 cannot be applied to this cart.')).toBeTruthy();
    expect(await axeViolations(screen.getByRole('region', { name: 'Order summary' }))).toEqual([]);
  });

  it('while a quantity is on its way, every figure of the summary is pending: aria-busy and dimmed (issue 49 item 4)', async () => {
    // The page's own stylesheet, so the dimming is the one the shopper sees.
    const style = document.createElement('style');
    style.textContent = readFileSync(join(process.cwd(), 'src/islands/cart/cart.css'), 'utf8');
    document.head.append(style);
    const cart = {
      id: 'c1',
      entries: [line],
      subtotalCents: 4680,
      discountCents: 468,
      validCoupons: [{ promoCode: 'SPRING10' }],
      taxCents: 379,
      grandTotalCents: 4591,
      totalQuantity: 2,
    };
    await showCart(cart);
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.put('*/api/commerce/shopping-cart/entries/:entryId', async () => {
        await held;
        return HttpResponse.json({
          shoppingCart: {
            ...cart,
            entries: [{ ...line, quantity: 3, subTotal: 7020 }],
            subtotalCents: 7020,
            discountCents: 702,
            taxCents: 568,
            grandTotalCents: 6886,
            totalQuantity: 3,
          },
        });
      }),
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    const opacities = () =>
      within(summary)
        .getAllByRole('definition')
        // happy-dom gives '' for a property no rule sets: opacity's initial value is 1.
        .map((dd) => getComputedStyle(dd).opacity || '1');
    expect(summary.getAttribute('aria-busy')).toBeNull();
    expect(opacities()).toEqual(['1', '1', '1', '1']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Increase quantity of Stoneware Mug' }));
    // The subtotal moves with the stepper and the total by as much; none of the figures is the
    // platform's yet.
    expect(rows()).toEqual([
      ['Subtotal', '$72.80'],
      ['DiscountCoupon SPRING10 applied.', '−$4.68'],
      ['Tax', '$3.79'],
      ['Total', '$71.91'],
    ]);
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(opacities().every((opacity) => Number(opacity) < 1)).toBe(true);

    answer();
    await waitFor(() => expect(summary.getAttribute('aria-busy')).toBeNull());
    expect(rows()).toEqual([
      ['Subtotal', '$70.20'],
      ['DiscountCoupon SPRING10 applied.', '−$7.02'],
      ['Tax', '$5.68'],
      ['Total', '$68.86'],
    ]);
    // That the dimming goes with aria-busy is checked in Chromium (cart.e2e): happy-dom keeps a
    // computed style cached through an ancestor's attribute removal.
    style.remove();
  });

  it("a line's price is the platform's subTotal, not unit price times quantity", async () => {
    await showCart({ id: 'c1', entries: [line], subtotalCents: 4680, totalQuantity: 2 });
    const [item] = screen.getAllByRole('listitem');
    expect(within(item as HTMLElement).getByText('$46.80')).toBeTruthy();
    expect(within(item as HTMLElement).queryByText('$52.00')).toBeNull();
  });

  it('a plain cart shows its subtotal alone: no zero rows, no total that repeats it', async () => {
    await showCart({
      id: 'c1',
      entries: [line],
      subtotalCents: 4680,
      discountCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      grandTotalCents: 4680,
      totalQuantity: 2,
    });
    expect(rows()).toEqual([['Subtotal', '$46.80']]);
    expect(screen.queryByText(/Coupon/)).toBeNull();
  });

  it('free shipping by a coupon: the option says Free and the coupon is still named', async () => {
    await showCart({
      id: 'c1',
      entries: [line],
      subtotalCents: 4680,
      coupons: ['FREESHIP'],
      shippingCostCents: 0,
      selectedShippingOption: 'Standard',
      grandTotalCents: 4680,
      totalQuantity: 2,
    });
    expect(rows()).toEqual([
      ['Subtotal', '$46.80'],
      ['ShippingStandard', 'Free'],
      ['Total', '$46.80'],
    ]);
    expect(screen.getByText('Coupon FREESHIP applied.')).toBeTruthy();
  });

  it('in yen, every amount in whole yen', async () => {
    await showCart(
      {
        id: 'c1',
        entries: [{ ...line, purchasePriceCents: 3900, subTotal: 7800 }],
        subtotalCents: 7800,
        taxCents: 780,
        grandTotalCents: 8580,
        totalQuantity: 2,
      },
      'JPY',
    );
    expect(rows()).toEqual([
      ['Subtotal', '¥7,800'],
      ['Tax', '¥780'],
      ['Total', '¥8,580'],
    ]);
  });

  it('malformed totals are left out; the cart and its subtotal still show', async () => {
    await showCart({
      id: 'c1',
      entries: [line],
      subtotalCents: 4680,
      discountCents: 'lots',
      taxCents: null,
      validCoupons: 'SPRING10',
      applicableTaxRules: { name: 'x' },
      grandTotalCents: 4680,
      totalQuantity: 2,
    });
    expect(rows()).toEqual([['Subtotal', '$46.80']]);
  });
});

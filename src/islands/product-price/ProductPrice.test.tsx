import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOPS } from '../../../mocks/fixtures/shops.ts';
import type { VariantInput } from '../../core/domain/product-schema.ts';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { VariantSelect } from '../variant-select/VariantSelect.tsx';
import { parseProductPriceOptions } from './index.ts';
import { ProductPrice } from './ProductPrice.tsx';

const price = () => document.querySelector('.sf-product-price');

describe('product-price', () => {
  it('shows a single price through Intl', () => {
    renderProduct(catalogItem('stoneware-mug'), <ProductPrice />);
    expect(price()?.textContent).toBe('$26.00');
    expect(price()?.getAttribute('data-status')).toBe('none');
  });

  it('shows the sale price, then the original, with visually hidden labels and the sale mark (WCAG 1.3.1, 1.4.1)', () => {
    renderProduct(catalogItem('beeswax-tapers'), <ProductPrice />);
    expect(price()?.textContent).toBe('Sale Price:$16.00 Original Price:$22.00 sale');
    expect(screen.getByText('Sale Price:').className).toBe('sf-visually-hidden');
    expect(screen.getByText('Original Price:').className).toBe('sf-visually-hidden');
    expect(screen.getByText('$22.00').tagName).toBe('S');
  });

  it("shows 'from' the lowest price when variants differ, then follows the chosen variant", async () => {
    const user = userEvent.setup();
    renderProduct(
      catalogItem('ceramic-planter'),
      <>
        <ProductPrice />
        <VariantSelect options={{ display: 'select' }} />
      </>,
    );
    expect(price()?.textContent).toBe('from $24.00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Medium');
    expect(price()?.textContent).toBe('$38.00');
  });

  it('a chosen sale variant shows its own sale pair', async () => {
    const user = userEvent.setup();
    renderProduct(
      catalogItem('merino-beanie'),
      <>
        <ProductPrice />
        <VariantSelect options={{ display: 'radio' }} />
      </>,
    );
    expect(price()?.textContent).toBe('from $29.00 sale');
    await user.click(screen.getByRole('radio', { name: 'Mustard' }));
    expect(price()?.textContent).toBe('Sale Price:$29.00 Original Price:$38.00 sale');
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(price()?.textContent).toBe('$38.00');
  });

  it("marks a sold-out product with the store's custom sold-out text, over the sale mark", () => {
    renderProduct(catalogItem('thrown-vase'), <ProductPrice />, {
      merchandising: {
        'site-us-thrown-vase': { customSoldOutText: 'Back in spring' },
      },
    });
    expect(screen.getByText('Back in spring').className).toContain('sf-product-price__mark--sold-out');
    document.body.innerHTML = '';
    renderProduct(catalogItem('thrown-vase'), <ProductPrice />);
    expect(price()?.textContent).toBe('$54.00 sold out');
  });

  it('shows the subscription price text, or Unavailable without a readable plan', () => {
    renderProduct(catalogItem('coffee-club'), <ProductPrice />);
    expect(price()?.textContent).toBe('$21.00 every month for 1 year');
    document.body.innerHTML = '';
    const broken = catalogItem('coffee-club');
    renderProduct(
      {
        ...broken,
        structuredContent: {
          ...broken.structuredContent,
          subscriptionPlan: null,
        },
      },
      <ProductPrice />,
    );
    expect(price()?.textContent).toBe('Unavailable');
  });

  it('a subscription priced by pricing options: the first option of the lowest-priced variant, its sale price when on sale (spec 3 "Variant")', () => {
    const coffee = catalogItem('coffee-club');
    const variants = coffee.variants ?? coffee.structuredContent?.variants ?? [];
    const [first] = variants;
    if (!first) throw new Error('coffee-club has no variant');
    const option = (price: string, sale?: string) => ({
      priceMoney: { value: price, currency: 'USD' },
      ...(sale ? { salePriceMoney: { value: sale, currency: 'USD' }, onSale: true } : { onSale: false }),
    });
    const withVariants = (list: VariantInput[]) => ({
      ...coffee,
      variants: list,
      structuredContent: { ...coffee.structuredContent, variants: list },
    });
    // The engine's own case: the option's sale price, not the variant's.
    renderProduct(withVariants([{ ...first, pricingOptions: [option('22.50', '15')] }]), <ProductPrice />);
    expect(price()?.textContent).toBe('$15.00 every month for 1 year');
    document.body.innerHTML = '';
    // Variants of different prices: 'from' the cheaper variant's first option.
    renderProduct(
      withVariants([
        {
          ...first,
          sku: 'BAG-L',
          priceMoney: { value: '30.00', currency: 'USD' },
          pricingOptions: [option('27.00')],
        },
        {
          ...first,
          sku: 'BAG-S',
          priceMoney: { value: '20.00', currency: 'USD' },
          pricingOptions: [option('18.00'), option('1.00')],
        },
      ]),
      <ProductPrice />,
    );
    expect(price()?.textContent).toBe('from $18.00 every month for 1 year');
    document.body.innerHTML = '';
    // Unreadable options: the variant's own price, as before.
    renderProduct(withVariants([{ ...first, pricingOptions: [{ priceMoney: {} }] }]), <ProductPrice />);
    expect(price()?.textContent).toBe('$21.00 every month for 1 year');
  });

  it('formats JPY without decimals', () => {
    const tokyo = SHOPS.find((shop) => shop.currency === 'JPY');
    if (!tokyo) throw new Error('no JPY shop');
    renderProduct(catalogItem('stoneware-mug', tokyo), <ProductPrice />, {
      website: { id: 'site-jp' },
      websiteSettings: { storeSettings: { selectedCurrency: 'JPY' } },
    });
    expect(price()?.textContent).toBe('¥3,900');
  });
});

describe('product-price data-show (the platform product-price and product-status)', () => {
  it('"price" writes the price without its mark; "status" the mark alone, following the choice', async () => {
    const user = userEvent.setup();
    renderProduct(
      catalogItem('merino-beanie'),
      <>
        <ProductPrice
          options={parseProductPriceOptions({ attributes: { show: 'price' }, json: undefined })}
        />
        <ProductPrice
          options={parseProductPriceOptions({ attributes: { show: 'status' }, json: undefined })}
        />
        <VariantSelect options={{ display: 'radio' }} />
      </>,
    );
    const status = () => document.querySelector('.sf-product-status');
    expect(price()?.textContent).toBe('from $29.00');
    expect(status()?.textContent).toBe('sale');
    expect(status()?.querySelector('.product-mark.sale')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(price()?.textContent).toBe('$38.00');
    expect(status()?.textContent).toBe('');
    expect(status()?.getAttribute('data-status')).toBe('none');
  });

  it('refuses another value', () => {
    expect(() => parseProductPriceOptions({ attributes: { show: 'mark' }, json: undefined })).toThrow(
      'data-show must be "all", "price" or "status", not "mark"',
    );
  });
});

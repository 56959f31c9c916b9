import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { IslandOptionsError } from '../shared/contract.ts';
import { parseVariantSelectOptions } from './index.ts';
import { VariantSelect } from './VariantSelect.tsx';

describe('variant-select as dropdowns (default)', () => {
  it('labels one select per option in merchant order with a placeholder (WCAG 3.3.2, 4.1.2)', () => {
    renderProduct(catalogItem('linen-tee'), <VariantSelect options={{ display: 'select' }} />);
    const selects = screen.getAllByRole('combobox');
    expect(
      selects.map(
        (select) => select.getAttribute('id') && (select as HTMLSelectElement).labels[0]?.textContent,
      ),
    ).toEqual(['Size', 'Colour']);
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Size', 'S', 'M', 'L']);
  });

  it('marks sold-out values in text given the other choices and updates the shared store', async () => {
    const user = userEvent.setup();
    const { store, events } = renderProduct(
      catalogItem('linen-tee'),
      <VariantSelect options={{ display: 'select' }} />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    const colour = screen.getByRole('combobox', { name: 'Colour' });
    expect(
      within(colour)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Colour', 'Oat', 'Charcoal (sold out)']);
    await user.selectOptions(colour, 'Oat');
    expect(store.getState().selected).toEqual({ Size: 'M', Colour: 'Oat' });
    expect(events('variant-change')).toEqual([
      {
        productId: 'site-us-linen-tee',
        selected: { Size: 'M' },
        variantId: undefined,
      },
      {
        productId: 'site-us-linen-tee',
        selected: { Size: 'M', Colour: 'Oat' },
        variantId: 'site-us-linen-tee-v2',
      },
    ]);
    await user.selectOptions(colour, 'Select Colour');
    expect(store.getState().selected).toEqual({ Size: 'M' });
  });

  it('renders nothing for a product without options', () => {
    const { container } = renderProduct(
      catalogItem('stoneware-mug'),
      <VariantSelect options={{ display: 'select' }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('variant-select as radio buttons', () => {
  it('is a native radio group per option in a fieldset with a legend, usable with arrow keys', async () => {
    const user = userEvent.setup();
    const { store } = renderProduct(
      catalogItem('wool-throw'),
      <VariantSelect options={{ display: 'radio' }} />,
    );
    const group = screen.getByRole('group', { name: 'Colour' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(
      Array(3).fill(radios[0]?.getAttribute('name')),
    );
    expect(within(group).getByRole('radio', { name: 'Slate (sold out)' })).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: 'Rust' }));
    await user.keyboard('{ArrowRight}');
    expect(store.getState().selected).toEqual({ Colour: 'Moss' });
    expect((within(group).getByRole('radio', { name: 'Moss' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('options', () => {
  it.each([
    [{}, 'select'],
    [{ display: 'select' }, 'select'],
    [{ display: 'radio' }, 'radio'],
  ])('%j -> %s', (attributes, display) => {
    expect(parseVariantSelectOptions({ attributes, json: undefined })).toEqual({
      display,
    });
  });

  it('rejects an unknown display', () => {
    expect(() =>
      parseVariantSelectOptions({
        attributes: { display: 'swatch' },
        json: undefined,
      }),
    ).toThrow(IslandOptionsError);
  });
});

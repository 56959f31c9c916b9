import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { catalogItem, renderProduct } from '../add-to-cart/buy-flow.test-helper.tsx';
import { VariantSelect } from '../variant-select/VariantSelect.tsx';
import { Scarcity } from './Scarcity.tsx';

const { model } = setupMockPlatform();
const messages = () => screen.getByRole('status').textContent;

describe('scarcity', () => {
  it("'Only {qtyInStock} left!' by default for an in-stock product", () => {
    renderProduct(catalogItem('room-spray'), <Scarcity />, {
      merchandising: { 'site-us-room-spray': { scarcityEnabled: true } },
    });
    expect(screen.getByText('Only 1 left!')).toBeTruthy();
  });

  it('nothing when scarcity is off', () => {
    renderProduct(catalogItem('room-spray'), <Scarcity />);
    expect(messages()).toBe('');
  });

  it('scarcityText as an ICU plural', () => {
    renderProduct(catalogItem('stoneware-mug'), <Scarcity />, {
      merchandising: {
        'site-us-stoneware-mug': {
          scarcityEnabled: true,
          scarcityText: '{qtyInStock, plural, one {Last one!} other {# mugs left}}',
        },
      },
    });
    expect(screen.getByText('40 mugs left')).toBeTruthy();
  });

  it('follows the variant: views tied to attributes show only once chosen; shownByDefault before a choice', async () => {
    const user = userEvent.setup();
    renderProduct(
      catalogItem('linen-tee'),
      <>
        <VariantSelect options={{ display: 'radio' }} />
        <Scarcity />
      </>,
      {
        merchandising: {
          'site-us-linen-tee': {
            scarcityEnabled: true,
            scarcityShownByDefault: true,
            scarcityTemplateViews: [
              { id: 'any' },
              {
                id: 'large',
                attributes: { Size: 'L' },
                text: '{qtyInStock, plural, =1 {Last large one} other {# large left}}',
              },
            ],
          },
        },
      },
    );
    // Before a choice: the untied view over every variant still possible (unlimited L/Charcoal: none).
    expect(messages()).toBe('');
    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(messages()).toBe('Only 10 left!');
    await user.click(screen.getByRole('radio', { name: 'Oat' }));
    expect(messages()).toBe('Only 6 left!');
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('Only 2 left!')).toBeTruthy();
    expect(screen.getByText('2 large left')).toBeTruthy();
  });

  it('follows live stock', async () => {
    const item = catalogItem('room-spray');
    model.addProduct({ ...item, variants: item.variants?.map((v) => ({ ...v, qtyInStock: 3 })) });
    try {
      renderProduct(item, <Scarcity />, {
        merchandising: { 'site-us-room-spray': { scarcityEnabled: true } },
      });
      expect(screen.getByText('Only 1 left!')).toBeTruthy();
      expect(await screen.findByText('Only 3 left!')).toBeTruthy();
    } finally {
      model.addProduct(item);
    }
  });

  it('a malformed message is left out with one console warning; the other views still show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProduct(catalogItem('room-spray'), <Scarcity />, {
      merchandising: {
        'site-us-room-spray': {
          scarcityEnabled: true,
          scarcityTemplateViews: [{ id: 'broken', text: 'Only {qtyInStock left' }, { id: 'fine' }],
        },
      },
    });
    expect(messages()).toBe('Only 1 left!');
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /scarcity message of product site-us-room-spray left out \(broken:/,
    );
  });
});

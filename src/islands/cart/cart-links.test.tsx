// Issue 33 item 1: the cart page links a line to its product and shows its picture only through
// the URL rule; the platform's productUrl and imageUrl are data like any other.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { HOSTILE_URLS } from '../../test/hostile-urls.ts';
import { LineHeading } from './LineHeading.tsx';

const entry = (productUrl: string, imageUrl?: string) =>
  ({ id: 'e1', productUrl, imageUrl }) as unknown as CartEntry;

describe('the cart line heading', () => {
  it.each(HOSTILE_URLS)('shows %j as the name without a link and without a picture', (url) => {
    const { container } = render(
      <LineHeading entry={entry(url, url.toLowerCase().startsWith('data:') ? undefined : url)} name="Mug" />,
    );
    expect(screen.getByText('Mug')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('links a safe product address', () => {
    render(<LineHeading entry={entry('/products/mug', '/mug.png')} name="Mug" />);
    expect(screen.getByRole('link', { name: 'Mug' }).getAttribute('href')).toBe('/products/mug');
  });
});

// The facts gate through start(): a lazy product island whose product says it has nothing to
// show loads nothing (no chunk, no strings) until a choice makes it show something.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { catalogItem } from '../islands/add-to-cart/buy-flow.test-helper.tsx';
import { serverWidgets } from '../islands/server-registry.ts';
import { createWidgetRegistry } from '../islands/shared/widget-registry.ts';
import { createPageRenderer } from '../server/render-island.tsx';
import { setupStorefrontPage, US_STORE_CONTEXT } from '../test/storefront-page.ts';

setupMockPlatform();
const storefront = setupStorefrontPage();
const { 'restock-form': restockForm, ...bundled } = serverWidgets;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

function linenTeePage(views: readonly string[]) {
  const context = {
    ...US_STORE_CONTEXT,
    merchandising: { 'site-us-linen-tee': { restockNotificationViews: views } },
  };
  const renderer = createPageRenderer(context);
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${JSON.stringify(context)}</script>${renderer.product(
    catalogItem('linen-tee'),
    (island) => `${island('variant-select', { attributes: { display: 'radio' } })}${island('restock-form')}`,
  )}`;
  const load = vi.fn(() => Promise.resolve({ default: restockForm as NonNullable<typeof restockForm> }));
  const registry = createWidgetRegistry({
    bundled,
    lazy: { 'restock-form': { load, facts: () => import('../islands/restock-form/shows-nothing.ts') } },
  });
  return { load, registry };
}

describe('islands held back by their product facts', () => {
  it('loads the restock form only once the chosen variant is sold out, and renders it fresh', async () => {
    const { load, registry } = linenTeePage(['all']);
    await storefront.start({ eager: true, registry });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    expect(load).not.toHaveBeenCalled();
    const island = document.querySelector('[data-storefront="restock-form"]');
    await vi.waitFor(() => expect(island?.hasAttribute('data-storefront-held')).toBe(true));
    await user.click(screen.getByRole('radio', { name: /Charcoal/ }));
    expect(
      await screen.findByRole('form', { name: 'Get an email when this is back in stock.' }),
    ).toBeTruthy();
    expect(load).toHaveBeenCalled();
    expect(island?.hasAttribute('data-storefront-held')).toBe(false);
    // Rendered, not hydrated over HTML made for other facts: no mismatch is reported.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('never loads it for a product whose merchant did not offer the form here', async () => {
    const { load, registry } = linenTeePage(['quick-view']);
    await storefront.start({ eager: true, registry });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('radio', { name: /Charcoal/ }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});

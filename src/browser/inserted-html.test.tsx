// Issue 33 item 2: islands start only from the page. HTML the bundle inserted (through the
// policy module's setSanitisedHtml: a form's post-submit HTML, the installment provider's
// pop-up) never mounts an island, even if a sanitiser let a data-storefront attribute through;
// the same markup added by the page mounts.
import { waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { registerSanitised, setSanitisedHtml } from '../core/contract/trusted-types.ts';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';

setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const BUTTON = (id: string) =>
  `<div data-storefront="button" id="${id}" data-href="/blog/" data-label="Injected ${id}"></div>`;

it('mounts an island the page adds, never one inside HTML the bundle inserted', async () => {
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${JSON.stringify(US_STORE_CONTEXT)}</script>`;
  await storefront.start({ eager: true });

  const inserted = document.createElement('div');
  document.body.append(inserted);
  setSanitisedHtml(inserted, registerSanitised(`<section>${BUTTON('inserted')}</section>`));
  // The bundle fills a box that is already in the page, and a box before it joins the page.
  const later = document.createElement('div');
  setSanitisedHtml(later, registerSanitised(BUTTON('inserted-later')));
  document.body.append(later);
  const page = document.createElement('div');
  page.innerHTML = BUTTON('page');
  document.body.append(page);

  await waitFor(() => expect(document.querySelector('#page a')?.textContent).toBe('Injected page'));
  expect(document.querySelector('#inserted')?.childNodes.length).toBe(0);
  expect(document.querySelector('#inserted-later')?.childNodes.length).toBe(0);
});

it('refuses HTML that no sanitiser produced', () => {
  expect(() => setSanitisedHtml(document.createElement('div'), '<p>never sanitised</p>')).toThrow(TypeError);
});

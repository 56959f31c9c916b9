// Issue 33 item 5: page elements cannot make start think the storefront already runs. A browser
// exposes <form id="Storefront"><input name="version"></form> as window.Storefront, whose
// .version is the input; the old check ('version' in window.Storefront) took it for the API.
import { waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';

setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

it('starts on a page whose form is named Storefront and holds a field named version', async () => {
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${JSON.stringify(US_STORE_CONTEXT)}</script>
<form id="Storefront"><input name="version"></form>
<div data-storefront="button" id="go" data-href="/blog/" data-label="Read the journal"></div>`;
  const form = document.getElementById('Storefront') as HTMLFormElement;
  // What the browser's named access gives (happy-dom does not expose ids on window).
  Object.assign(window, { Storefront: form });
  expect('version' in form).toBe(true);

  const started = await storefront.start({ eager: true });
  expect(started).toBeDefined();
  await waitFor(() => expect(document.querySelector('#go a')?.textContent).toBe('Read the journal'));
  expect(window.Storefront).toBe(started?.api);
  // A second copy still sees the first one.
  expect(await storefront.start({ eager: true })).toBeUndefined();
});

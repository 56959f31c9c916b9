// Accessibility of every newer island in every state (issue 21.7): axe (WCAG 2.1 A/AA and best
// practice, src/test/axe.ts says which rules need Chromium) on a page holding them all, started
// as a site's page starts them: idle, submitting (the platform's answers held), succeeding,
// failing (the platform failing, and the browser's own checks), and with each dialog open.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { axeViolations } from '../test/axe.ts';
import { setupStorefrontPage, testRegistry, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { catalogItem } from './add-to-cart/buy-flow.test-helper.tsx';

const { model, server } = setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

const MUG = catalogItem('stoneware-mug');
const VASE = catalogItem('thrown-vase');
const json = (value: unknown) => JSON.stringify(value);
const FORM = {
  id: 'a11y-form',
  name: 'Write to us',
  captcha: false,
  submissionText: 'Thanks, we will be in touch.',
  fields: [
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'message', type: 'textarea', label: 'Message', maxLength: 200 },
    { id: 'topic', type: 'radio', label: 'Topic', options: ['Orders', 'Events'] },
  ],
};
const context = {
  ...US_STORE_CONTEXT,
  installmentModalUrl: '/installments/modal/{locale}.html',
  merchandising: {
    [MUG.id]: { scarcityEnabled: true, scarcityShownByDefault: true },
    [VASE.id]: { restockNotificationViews: ['all'] },
  },
  installments: {
    [MUG.id]: {
      afterPayAvailable: true,
      afterPayMin: '1.00',
      afterPayMax: '1000.00',
      shopperLanguage: 'en-US',
      stripeAccountCountry: 'US',
    },
  },
};
const gallery = {
  design: 'grid',
  lightbox: true,
  label: 'From the studio',
  items: [
    { src: '/a.svg', alt: 'Cups on a table', title: 'Cups', caption: 'Six cups' },
    { src: '/b.svg', alt: 'A vase', title: 'Vase', caption: 'Celadon' },
  ],
};

/** The newer islands by name, each in its own element (product islands in the mug's or the vase's container). */
const ISLAND_IDS = {
  form: 'form',
  newsletter: 'newsletter',
  button: 'button',
  'audio-player': 'audio',
  lightbox: 'lightbox',
  cart: 'cart',
  'installment-message': 'installments',
  'quick-view': 'quick-view',
  scarcity: 'scarcity',
  wishlist: 'wishlist',
  'restock-form': 'restock',
} as const;

function startPage() {
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${json(context)}</script>
<main><h1>Shop</h1>
<div data-storefront="form" id="form"><script type="application/json">${json(FORM)}</script></div>
<div data-storefront="newsletter" id="newsletter" data-form-id="a11y-newsletter" data-captcha="false" data-title="Our letter"></div>
<div data-storefront="button" id="button" data-href="/shop/" data-label="Shop now"></div>
<div data-storefront="audio-player" id="audio" data-src="/tea.wav" data-title="Tea ceremony"></div>
<div data-storefront="lightbox" id="lightbox"><script type="application/json">${json(gallery)}</script></div>
<div data-storefront="cart" id="cart"></div>
<div data-storefront-product><script type="application/json">${json(MUG)}</script>
<div data-storefront="installment-message" id="installments"></div>
<div data-storefront="quick-view" id="quick-view"></div>
<div data-storefront="scarcity" id="scarcity"></div>
<div data-storefront="wishlist" id="wishlist"></div></div>
<div data-storefront-product><script type="application/json">${json(VASE)}</script>
<div data-storefront="restock-form" id="restock"></div></div></main>`;
  return storefront.start({ eager: true });
}

const island = (id: string) => document.getElementById(id) as HTMLElement;

/** axe on each island's element; the failures named by island and state. */
async function expectAxeClean(state: string, ids: readonly string[] = Object.values(ISLAND_IDS)) {
  const found: string[] = [];
  for (const id of ids)
    for (const line of await axeViolations(island(id))) found.push(`${state} #${id}: ${line}`);
  expect(found).toEqual([]);
}

/** Holds every POST until release(): the islands stay in their submitting state meanwhile. */
function holdPosts() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  server.use(
    http.post('*', async () => {
      held++;
      await gate;
      // Nothing returned: the request goes on to the mock platform's own handler.
    }),
  );
  return { release, held: () => held };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(island('form')).getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.click(within(island('form')).getByRole('button', { name: /Submit/ }));
  await user.type(within(island('newsletter')).getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.click(within(island('newsletter')).getByRole('button', { name: /Sign Up/i }));
  await user.type(
    within(island('restock')).getByRole('textbox', { name: /Email Address/ }),
    'ada@example.com',
  );
  await user.click(within(island('restock')).getByRole('button', { name: 'Notify Me' }));
  await user.click(within(island('wishlist')).getByRole('button', { name: 'Add to wishlist' }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  model.forms.addForm({ ...FORM });
  model.forms.addForm({
    id: 'a11y-newsletter',
    fields: [{ id: 'email', type: 'email', label: 'Email Address', required: true }],
  });
});
afterEach(() => vi.restoreAllMocks());

describe('axe on every newer island (WCAG 1.1.1, 1.3.1, 2.4.4, 4.1.2)', () => {
  it('idle, submitting and succeeding', async () => {
    await fetch('http://localhost:3000/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json({ itemId: MUG.id, sku: 'STONEWAREMUG-1', quantity: 2 }),
    });
    await startPage();
    const user = userEvent.setup();
    await waitFor(() => expect(within(island('cart')).getAllByRole('listitem').length).toBeGreaterThan(0));
    await within(island('scarcity')).findByText(/left!$/);
    await within(island('installments')).findByRole('button', { name: 'Afterpay' });
    await expectAxeClean('idle');

    const posts = holdPosts();
    await fillAndSend(user);
    // Form, newsletter, restock and wishlist each wait on the platform.
    await waitFor(() => expect(posts.held()).toBeGreaterThanOrEqual(4));
    await expectAxeClean('submitting', ['form', 'newsletter', 'restock', 'wishlist']);
    posts.release();
    await within(island('form')).findByText('Thanks, we will be in touch.');
    await within(island('restock')).findByText('Signed up!');
    await within(island('wishlist')).findByRole('button', { name: 'Saved to wishlist' });
    await waitFor(() => expect(within(island('newsletter')).queryByRole('textbox')).toBeNull());
    await expectAxeClean('succeeding', ['form', 'newsletter', 'restock', 'wishlist']);
    // axe walks every node of each island: seconds on a loaded machine.
  }, 30_000);

  it('failing: the browser checks, then the platform failing', async () => {
    model.scenario = 'server-error';
    await startPage();
    const user = userEvent.setup();
    // The cart could not be read.
    await within(island('cart')).findAllByRole('alert');
    // The browser's own checks first: the required email is empty.
    await user.click(within(island('form')).getByRole('button', { name: /Submit/ }));
    await user.click(within(island('restock')).getByRole('button', { name: 'Notify Me' }));
    await waitFor(() =>
      expect(
        within(island('form'))
          .getByRole('textbox', { name: /^Email/ })
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(
      within(island('restock'))
        .getByRole('textbox', { name: /Email Address/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await expectAxeClean('invalid', ['form', 'restock']);
    await fillAndSend(user);
    await within(island('form')).findAllByRole('alert');
    await within(island('newsletter')).findAllByRole('alert');
    await within(island('restock')).findByText('Unable to submit form. Please try again later.');
    await within(island('wishlist')).findAllByRole('alert');
    await expectAxeClean('failing', ['form', 'newsletter', 'restock', 'wishlist', 'cart']);
  }, 30_000);

  it('with each dialog open: quick view, lightbox, installment pop-up, and the audio playing', async () => {
    await startPage();
    const user = userEvent.setup();
    await user.click(await within(island('quick-view')).findByRole('button', { name: /^Quick View/ }));
    await screen.findByRole('dialog', { name: MUG.title ?? '' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(
      within(island('lightbox')).getByRole('button', { name: 'Open Cups in the image viewer' }),
    );
    await screen.findByRole('dialog', { name: 'Cups' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(within(island('installments')).getByRole('button', { name: 'Afterpay' }));
    const popup = await screen.findByRole('dialog', { name: 'Afterpay' });
    await waitFor(() => expect(within(popup).queryByRole('status')).toBeNull());
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(within(island('audio')).getByRole('button', { name: /Tea ceremony/ }));
    await waitFor(() => expect(island('audio').querySelector('audio')).not.toBeNull());
    expect(await axeViolations(island('audio'))).toEqual([]);
  }, 30_000);
});

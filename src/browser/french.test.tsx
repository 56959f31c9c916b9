// A French site: the language's chunks load before islands mount, server HTML rendered in
// French hydrates without a mismatch, money follows fr-CA, per-key overrides still win, and
// the lazy groups (forms, overlays, restock, scarcity, the cart page, subscription prices) are
// French too.

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { ENGLISH_GROUPS } from '../core/words/english-groups.ts';
import { defaultStrings } from '../core/words/strings.ts';
import { cartPageStrings } from '../core/words/strings-cart.ts';
import { formStrings } from '../core/words/strings-forms.ts';
import frCart from '../core/words/strings-fr/cart.ts';
import frForms from '../core/words/strings-fr/forms.ts';
import frMain from '../core/words/strings-fr/main.ts';
import frOverlays from '../core/words/strings-fr/overlays.ts';
import frOnDemand from '../core/words/strings-fr/restock.ts';
import { overlayStrings } from '../core/words/strings-overlays.ts';
import { catalogItem } from '../islands/add-to-cart/buy-flow.test-helper.tsx';
import { createPageRenderer } from '../server/render-island.tsx';
import { languageFor } from '../server/translations.ts';
import { setupStorefrontPage, testRegistry } from '../test/storefront-page.ts';
import { loadLanguage } from './languages.ts';
import { HYDRATED_MARK } from './take-over.tsx';

setupMockPlatform();
const storefront = setupStorefrontPage({ registry: testRegistry() });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  performance.clearMarks(HYDRATED_MARK);
});

const context = {
  website: { id: 'site-ca', language: 'fr-CA' },
  websiteSettings: { storeSettings: { selectedCurrency: 'CAD' } },
};
const item = {
  id: 'site-us-stoneware-mug',
  title: 'Tasse en grès',
  variants: [{ id: 'v1', sku: 'STONEWAREMUG-1', price: 2600, qtyInStock: 5 }],
};

function page(body: string, pageContext: unknown = context) {
  document.body.innerHTML = `<script type="application/json" id="storefront-context">${JSON.stringify(pageContext)}</script>${body}`;
}

describe('a French site', () => {
  it('has every key of every English group, and only plural forms besides', () => {
    for (const [english, french] of [
      [defaultStrings, frMain],
      [formStrings, frForms],
      [overlayStrings, frOverlays],
      [ENGLISH_GROUPS.restock, frOnDemand],
      [cartPageStrings, frCart],
    ] as const) {
      const keys = Object.keys(french).filter((key) => !key.includes('#'));
      expect(keys.sort()).toEqual(Object.keys(english).sort());
    }
  });

  it('loads the main group at once and each other group when asked, for fr and fr-CA', async () => {
    const language = await loadLanguage('fr-CA');
    expect(language.locale).toBe('fr-CA');
    expect(language.main.addToCart).toBe('Ajouter au panier');
    expect(language.translation('forms')).toEqual({});
    await language.load(['forms', 'overlays', 'restock', 'cart']);
    expect(language.translation('forms').formSubmit).toBe('Envoyer');
    expect(language.translation('overlays').lightboxNext).toBe('Image suivante');
    expect(language.translation('restock').restockSignedUp).toBe('Inscription confirmée\u202f!');
    expect(language.translation('cart').cartEmpty).toBe('Votre panier est vide.');
    expect(languageFor('fr-CA').translation('cart').cartEmpty).toBe('Votre panier est vide.');
  });

  it("Québec reads its own words over France's, key by key, in the browser and on the server", async () => {
    const quebec = await loadLanguage('fr-CA');
    const france = await loadLanguage('fr-FR');
    await Promise.all([quebec.load(['restock', 'forms']), france.load(['restock', 'forms'])]);
    expect(quebec.translation('restock').restockMailingList).toBe('S’inscrire à notre infolettre');
    expect(france.translation('restock').restockMailingList).toBe('S’inscrire à notre newsletter');
    expect(quebec.main.enableCookies).toMatch(/témoins/);
    expect(france.main.enableCookies).not.toMatch(/témoins/);
    // A key Québec does not change comes from the base.
    expect(quebec.translation('forms').formSubmit).toBe('Envoyer');
    expect(languageFor('fr-CA').translation('forms').newsletterEmail).toBe('Adresse courriel');
    expect(languageFor('fr-FR').translation('forms').newsletterEmail).toBe('Adresse e-mail');
    expect(languageFor('es-MX').main.addToCart).toBe('Agregar al carrito');
    expect(languageFor('es-ES').main.addToCart).toBe('Añadir al carrito');
    expect(languageFor('pt-PT').translation('template').likeCountMany).toBe('{count} gostos');
    expect(languageFor('pt-PT').main.addToCart).toBe(languageFor('pt-BR').main.addToCart);
  });

  it('loads nothing for English or a language without a catalogue', async () => {
    for (const locale of ['en-US', 'xx', 'zh-CN']) {
      const language = await loadLanguage(locale);
      expect(language.main).toEqual({});
      await language.load(['forms']);
      expect(language.translation('forms')).toEqual({});
    }
  });

  it('renders French on the server and hydrates it without a mismatch', async () => {
    const renderer = createPageRenderer(context);
    page(renderer.product(item, (island) => island('product-price') + island('add-to-cart')));
    expect(document.querySelector('.sf-add-to-cart__button')?.textContent).toBe('Ajouter au panier');
    expect(document.body.textContent).toMatch(/26,00\s\$/);
    storefront.start({ eager: true });
    await waitFor(() => expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(2));
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
  });

  it('renders empty mount points in French in the browser, with the overrides of the context', async () => {
    page(
      `<div data-storefront-product><script type="application/json">${JSON.stringify(item)}</script>
        <div data-storefront="add-to-cart"></div></div>`,
      { ...context, strings: { addToCart: 'Acheter maintenant' } },
    );
    const started = await storefront.start({ eager: true });
    expect(await screen.findByRole('button', { name: 'Acheter maintenant' })).toBeTruthy();
    expect(started?.services.strings.added).toBe('Ajouté\u202f!');
    // The form group loads with the first form: the commands are built with French words.
    const forms = await started?.services.forms.load();
    expect(forms?.strings.formSubmit).toBe('Envoyer');
    expect(forms?.strings.customFormSave).toBe('Enregistrer');
  });

  it('renders a subscription price in French on the server and hydrates it without a mismatch', async () => {
    const coffee = catalogItem('coffee-club');
    const renderer = createPageRenderer(context);
    page(renderer.product(coffee, (island) => island('product-price')));
    expect(document.body.textContent).toMatch(/chaque mois pendant 1 an/);
    storefront.start({ eager: true });
    await waitFor(() => expect(performance.getEntriesByName(HYDRATED_MARK)).toHaveLength(1));
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders an empty subscription price in French, from the group the price island loads', async () => {
    const coffee = catalogItem('coffee-club');
    page(
      `<div data-storefront-product><script type="application/json">${JSON.stringify(coffee)}</script>
        <div data-storefront="product-price"></div></div>`,
    );
    const started = await storefront.start({ eager: true });
    // Not in the first script's main group: the price island's group brings it.
    expect(started?.services.strings).not.toHaveProperty('subscriptionEveryMonth');
    expect(await screen.findByText(/chaque mois pendant 1 an/)).toBeTruthy();
  });

  it('stays English for an English site', async () => {
    page(
      `<div data-storefront-product><script type="application/json">${JSON.stringify(item)}</script>
        <div data-storefront="add-to-cart"></div></div>`,
      { website: { id: 'site-us', language: 'en-US' } },
    );
    const started = await storefront.start({ eager: true });
    expect(await screen.findByRole('button', { name: 'Add To Cart' })).toBeTruthy();
    expect(started?.services.language.main).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { englishPageStrings, pageStringsOf } from './page-strings.ts';
import { createPageRenderer } from './render-island.tsx';

describe('pageStringsOf', () => {
  it("gives the server the template helpers' words in the page's language", () => {
    const { services } = createPageRenderer({ website: { language: 'fr-FR' } });
    const strings = pageStringsOf(services);
    expect(strings.commentsNone).toBe('Aucun commentaire');
    expect(strings.addToCart).toBe('Ajouter au panier');
    expect(strings.likertAgree).toBe('D’accord');
  });

  it("applies the page context's overrides to the template group too", () => {
    const { services } = createPageRenderer({ strings: { readMore: 'Keep reading', addToCart: 'Buy' } });
    const strings = pageStringsOf(services);
    expect(strings.readMore).toBe('Keep reading');
    expect(strings.addToCart).toBe('Buy');
    expect(strings.commentsNone).toBe(englishPageStrings.commentsNone);
  });

  it("the browser's catalogue carries no template word", () => {
    const { services } = createPageRenderer({});
    expect(Object.hasOwn(services.strings, 'readMore')).toBe(false);
    expect(pageStringsOf(services).readMore).toBe('Read More');
  });
});

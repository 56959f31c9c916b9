import { afterEach, describe, expect, it } from 'vitest';
import { markIslandLanguage } from './island-language.ts';

function island(pageLanguage: string, pageDir = 'ltr') {
  document.documentElement.lang = pageLanguage;
  document.documentElement.dir = pageDir;
  document.body.innerHTML = '<main><div data-storefront="add-to-cart"></div></main>';
  return document.querySelector<HTMLElement>('[data-storefront]') as HTMLElement;
}

afterEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('an island in another language than its page', () => {
  it('a Hebrew island on an English page says so and reads right to left', () => {
    const element = island('en');
    markIslandLanguage(element, 'he-IL');
    expect(element.lang).toBe('he-IL');
    expect(element.dir).toBe('rtl');
  });

  it('English words (no catalogue) on a Chinese page are marked English', () => {
    const element = island('zh-CN');
    markIslandLanguage(element, 'en');
    expect(element.lang).toBe('en');
    expect(element.hasAttribute('dir')).toBe(false);
  });

  it('an island in the page language gets nothing (fr-CA on a fr page, he on a rtl he page)', () => {
    const french = island('fr');
    markIslandLanguage(french, 'fr-CA');
    expect(french.hasAttribute('lang')).toBe(false);
    expect(french.hasAttribute('dir')).toBe(false);
    const hebrew = island('he', 'rtl');
    markIslandLanguage(hebrew, 'he-IL');
    expect(hebrew.hasAttribute('lang')).toBe(false);
    expect(hebrew.hasAttribute('dir')).toBe(false);
  });

  it('keeps what the builder wrote on the mount point', () => {
    const element = island('en');
    element.lang = 'he';
    element.dir = 'auto';
    markIslandLanguage(element, 'he-IL');
    expect(element.lang).toBe('he');
    expect(element.dir).toBe('auto');
  });
});

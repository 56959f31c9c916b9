import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerRestockStrings } from '../core/words/strings-on-demand.ts';
import { ENGLISH_OWNER_WORDS, loadOwnerWords } from './words.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the restock console's words", () => {
  it("load the page's language from its own catalogue, a region's words over its base's", async () => {
    const french = await loadOwnerWords('fr-FR');
    expect(french.strings.ownerTitle).toBe('Alertes de retour en stock');
    expect(french.strings.ownerEmail).toBe('E-mail');
    const quebec = await loadOwnerWords('fr-CA');
    expect(quebec.strings.ownerEmail).toBe('Courriel');
    // Not in fr-ca: France's word, key by key.
    expect(quebec.strings.ownerTitle).toBe('Alertes de retour en stock');
    expect((await loadOwnerWords('pt-PT')).strings.ownerResultSending).toBe('A enviar…');
    expect((await loadOwnerWords('pt-PT')).strings.ownerProduct).toBe('Produto');
  });

  it("count in the language's plural forms (ICU), numbers written its way", async () => {
    const polish = await loadOwnerWords('pl-PL');
    const loaded = (count: number) => polish.say('ownerLoadedGroups', { count });
    expect([1, 2, 5, 22].map(loaded)).toEqual([
      'Wczytano 1 grupę zapisów',
      'Wczytano 2 grupy zapisów',
      'Wczytano 5 grup zapisów',
      'Wczytano 22 grupy zapisów',
    ]);
    const hebrew = await loadOwnerWords('he-IL');
    expect(hebrew.say('ownerConfirmMany', { groups: 2, count: 2 })).toBe(
      'לשלוח מיילים על חזרה למלאי עבור שתי קבוצות (שני לקוחות)?',
    );
    expect(hebrew.dir).toBe('rtl');
    const english = await loadOwnerWords('en-GB');
    expect(english).toBe(ENGLISH_OWNER_WORDS);
    expect(english.say('ownerLoadedGroups', { count: 1 })).toBe('1 sign-up group loaded');
    expect(english.say('ownerConfirmMany', { groups: 2, count: 1200 })).toBe(
      'Send back-in-stock emails for 2 groups (1,200 shoppers)?',
    );
  });

  it('fall back to English for a language or key without owner words', async () => {
    // A language whose folder has no owner group: English, silently.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadOwnerWords('fr-FR', {})).toBe(ENGLISH_OWNER_WORDS);
    expect((await loadOwnerWords('zh-CN')).strings).toEqual(ownerRestockStrings);
    // A catalogue without some keys: English for those, the language for the rest.
    const partial = await loadOwnerWords('de-DE', {
      '../core/words/strings-de/owner.ts': () => Promise.resolve({ ownerTitle: 'Anfragen' }),
    });
    expect(partial.strings.ownerTitle).toBe('Anfragen');
    expect(partial.strings.ownerRetry).toBe('Retry');
    expect(warn).not.toHaveBeenCalled();
  });

  it('show English and say so in the console when the language chunk cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('chunk 404')));
    const words = await loadOwnerWords('ja-JP', { '../core/words/strings-ja/owner.ts': load });
    expect(words).toBe(ENGLISH_OWNER_WORDS);
    expect(words.dir).toBe('ltr');
    // Tried once more, as the shopper's chunks are.
    expect(load).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      '[Storefront] the ja-JP words of the restock console could not be loaded; showing English: Error: chunk 404',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueChain, textDirection } from './language-tags.ts';

const AVAILABLE = new Set(['fr', 'fr-ca', 'es', 'es-419', 'pt-br', 'pt-pt', 'nb', 'he', 'de']);
const chain = (locale: string) => catalogueChain(locale, AVAILABLE);

describe('catalogueChain: the base language, then the region that differs', () => {
  it('French: France reads fr, Québec reads fr-ca over fr, other French regions fr', () => {
    expect(chain('fr-FR')).toEqual(['fr']);
    expect(chain('fr-CA')).toEqual(['fr', 'fr-ca']);
    expect(chain('fr_ca')).toEqual(['fr', 'fr-ca']);
    expect(chain('fr-BE')).toEqual(['fr']);
    expect(chain('fr')).toEqual(['fr']);
  });

  it('Spanish: Spain reads es, every other region the Latin American es-419 over es', () => {
    expect(chain('es-ES')).toEqual(['es']);
    expect(chain('es')).toEqual(['es']);
    for (const locale of ['es-MX', 'es-AR', 'es-CO', 'es-US', 'es-419']) {
      expect(chain(locale)).toEqual(['es', 'es-419']);
    }
  });

  it("Portuguese: Brazil's is the base, Portugal reads pt-pt over it", () => {
    expect(chain('pt-BR')).toEqual(['pt-br']);
    expect(chain('pt')).toEqual(['pt-br']);
    expect(chain('pt-PT')).toEqual(['pt-br', 'pt-pt']);
  });

  it('aliases, English and languages without a catalogue', () => {
    expect(chain('no')).toEqual(['nb']);
    expect(chain('iw-IL')).toEqual(['he']);
    expect(chain('de-AT')).toEqual(['de']);
    expect(chain('en-GB')).toEqual([]);
    expect(chain('zh-CN')).toEqual([]);
  });

  it('reads Hebrew right to left', () => {
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('iw')).toBe('rtl');
    expect(textDirection('fr-CA')).toBe('ltr');
  });
});

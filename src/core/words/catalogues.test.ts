import { describe, expect, it } from 'vitest';
import { indexCatalogues } from './catalogues.ts';

describe('indexCatalogues', () => {
  it('indexes glob paths by language folder, then group', () => {
    const index = indexCatalogues({
      '../core/words/strings-fr/forms.ts': 1,
      '../core/words/strings-fr/main.ts': 2,
      '../core/words/strings-pt-br/main.ts': 3,
    });
    expect([...index.keys()]).toEqual(['fr', 'pt-br']);
    expect(index.get('fr')?.get('forms')).toBe(1);
    expect(index.get('fr')?.get('main')).toBe(2);
    expect(index.get('pt-br')?.get('main')).toBe(3);
    expect(index.get('fr')?.get('cart')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { groupLines, tableSource } from './english-groups.ts';

const MAIN = {
  name: 'strings.ts',
  text: '// @string-group main (defaultStrings): Main catalogue\nexport const defaultStrings = {};\n',
};

describe('the string groups table, from the English catalogues', () => {
  it("reads each catalogue's @string-group lines, the main catalogue's first", () => {
    const share = { name: 'strings-share.ts', text: '// @string-group share (shareStrings): Share button\n' };
    const restock = {
      name: 'strings-on-demand.ts',
      text: [
        '// @string-group restock (restockStrings, wishlistStrings): Restock form and wishlist',
        '// not a group line',
        '// @string-group owner (ownerRestockStrings): Owner tools',
      ].join('\n'),
    };
    expect(groupLines([share, restock, MAIN]).map(({ group, objects }) => [group, objects])).toEqual([
      ['main', ['defaultStrings']],
      ['restock', ['restockStrings', 'wishlistStrings']],
      ['owner', ['ownerRestockStrings']],
      ['share', ['shareStrings']],
    ]);
  });

  it('writes each group with its title, its file and its English objects', () => {
    const source = tableSource(
      groupLines([
        MAIN,
        {
          name: 'strings-on-demand.ts',
          text: '// @string-group restock (restockStrings, wishlistStrings): Restock',
        },
      ]),
    );
    expect(source).toContain("import { restockStrings, wishlistStrings } from './strings-on-demand.ts';");
    expect(source).toContain(
      "  restock: {\n    title: 'Restock (src/core/words/strings-on-demand.ts)',\n    english: { ...restockStrings, ...wishlistStrings },\n  },",
    );
    expect(source).toContain(
      "  main: {\n    title: 'Main catalogue (src/core/words/strings.ts)',\n    english: defaultStrings,\n  },",
    );
  });

  it('refuses a group declared twice, and a table without the main group', () => {
    const again = { name: 'strings-cart.ts', text: '// @string-group main (cartStrings): Cart' };
    expect(() => groupLines([MAIN, again])).toThrow(
      'string group "main" is declared twice (again in src/core/words/strings-cart.ts)',
    );
    expect(() =>
      groupLines([again].map((file) => ({ ...file, text: file.text.replace('main', 'cart') }))),
    ).toThrow('no English catalogue declares the string group "main"');
  });
});

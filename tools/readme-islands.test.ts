import { describe, expect, it } from 'vitest';
import { islandRow } from './readme-islands.ts';

describe("the README's island table", () => {
  it("writes an island's row from the comment that opens its definition", () => {
    const definition = [
      '// Scope: product (lazy)',
      "// Options: none. 'Share' hands the link to the share sheet;",
      '// else it copies the link',
      "import { defineWidget } from '../shared/contract.ts';",
      '// not part of it',
    ].join('\n');
    expect(islandRow('share-button', definition)).toBe(
      "| `share-button` | product (lazy) | none. 'Share' hands the link to the share sheet; else it copies the link |",
    );
  });

  it('names the definition that does not open with its scope and options', () => {
    expect(() => islandRow('quantity', "import { defineWidget } from '../shared/contract.ts';\n")).toThrow(
      'src/islands/quantity/index.ts must open with "// Scope: …" and "// Options: …" lines',
    );
    expect(() => islandRow('quantity', '// Scope: product\nexport default 1;\n')).toThrow(/quantity/);
  });
});

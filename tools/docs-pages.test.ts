import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandNames } from '../src/islands/manifest.ts';
import { islandFacts } from './island-options.ts';
import { islandsPage } from './islands-doc.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('docs/islands.md', () => {
  it("says what each island does, from the comment that opens its definition (not 'see the README'; issue 49.11)", async () => {
    const page = islandsPage('<!-- generated -->', await islandFacts())();
    expect(page).not.toContain('What each island\ndoes: the README');
    expect(page).toContain('| island | scope | loading | options | what it does |');
    for (const name of islandNames())
      expect(page).toMatch(new RegExp(`^\\| \`${name}\` \\|.+\\|.+\\|.+\\| .{20,} \\|$`, 'm'));
    expect(page).toMatch(
      /^\| `wishlist` \|.*\| none\. Off unless a page names it: it needs `POST \/api\/commerce\/wishlist\/items`/m,
    );
  }, 60_000);
});

describe('docs/product-json.md', () => {
  it('says which wins when a variant has both price and priceMoney, and that Money.value is in major units (issue 49.11)', () => {
    const page = readFileSync(join(root, 'docs/product-json.md'), 'utf8').replace(/\s+/g, ' ');
    expect(page).toContain('When a variant has both, `priceMoney` wins** over `price`');
    expect(page).toContain('holds `value` in **major units**');
  });
});

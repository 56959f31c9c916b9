import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ISLAND_NAMES } from '../server/engine-islands.ts';
import { serverWidgets, templateIslands, templateIslandsOf } from './server-registry.ts';

/** docs/templates.md's rows "| `platform-name` | a product item | the `island` island ... |". */
function documentedPlatformNames(): Record<string, string> {
  const docs = readFileSync(join(process.cwd(), 'docs/templates.md'), 'utf8');
  const rows = docs.matchAll(/^\| `([a-z-]+)` \| a product item \| the `([a-z-]+)` island(?: \(|[ |])/gm);
  return Object.fromEntries(
    [...rows]
      .filter(([, platform, island]) => platform !== island)
      .map(([, platform, island]) => [platform, island]),
  );
}

describe("the template engine's island files (template-engine.ts beside each island)", () => {
  it('are found by folder: the platform names come from the folders, as the docs list them', () => {
    const documented = documentedPlatformNames();
    expect(Object.keys(documented).length).toBeGreaterThan(5);
    const productFormatters = Object.entries(PLATFORM_ISLAND_NAMES).filter(
      ([, island]) => serverWidgets[island]?.scope === 'product',
    );
    expect(Object.fromEntries(productFormatters)).toEqual(documented);
    // The page's figures ({@|cart-quantity}) come from the cart pill's folder.
    expect(PLATFORM_ISLAND_NAMES['cart-quantity']).toBe('cart-pill');
  });

  it('give the lightbox and the audio player their options from the formatted value', () => {
    expect(
      Object.keys(templateIslands)
        .filter((name) => templateIslands[name]?.fromValue)
        .sort(),
    ).toEqual(['audio-player', 'lightbox']);
  });

  it('refuse a file in a folder that is no island, naming it', () => {
    const file = { default: { platformFormatters: { 'product-thing': {} } } };
    expect(() => templateIslandsOf({ './thing/template-engine.ts': file }, serverWidgets)).toThrow(
      'src/islands/thing/template-engine.ts belongs to no island "thing"',
    );
    expect(templateIslandsOf({ './quantity/template-engine.ts': file }, serverWidgets)).toEqual({
      quantity: file.default,
    });
  });
});

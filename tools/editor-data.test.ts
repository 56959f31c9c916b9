// Issue 47, items 3 and 4: the editor data and llms.txt are generated from the islands, follow
// their formats, cover every island of the manifest, and `npm run check` fails on a stale copy.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createPublicApi } from '../src/browser/public-api.ts';
import { createHttp } from '../src/core/platform/http.ts';
import { createCartStore } from '../src/core/store/cart-store.ts';
import { resolveStrings } from '../src/core/words/strings.ts';
import { islandManifest, islandNames } from '../src/islands/manifest.ts';
import type { Widget } from '../src/islands/shared/contract.ts';
import type { LazyWidgetEntry } from '../src/islands/shared/widget-registry.ts';
import { editorPages } from './editor-pages.ts';
import { syncGeneratedFile } from './generated-file.ts';
import { type IslandFacts, islandFacts } from './island-options.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HTML_DATA = 'editor/storefront.html-data.json';
const SCHEMA = 'editor/storefront-islands.schema.json';

// VS Code's HTML custom data, version 1.1, as microsoft/vscode-html-languageservice defines it
// (`HTMLDataV1` in htmlLanguageTypes.ts, docs/customData.schema.json): strict objects, so a
// misspelt key fails here rather than being ignored by the editor.
const Description = z.union([
  z.string(),
  z.strictObject({ kind: z.enum(['plaintext', 'markdown']), value: z.string() }),
]);
const Reference = z.strictObject({ name: z.string(), url: z.string().regex(/^https?:\/\//) });
const Value = z.strictObject({
  name: z.string(),
  description: Description.optional(),
  references: z.array(Reference).optional(),
});
const Attribute = z.strictObject({
  name: z.string().min(1),
  description: Description.optional(),
  valueSet: z.string().optional(),
  values: z.array(Value).optional(),
  references: z.array(Reference).optional(),
});
const VsCodeHtmlData = z.strictObject({
  version: z.union([z.literal(1), z.literal(1.1)]),
  tags: z
    .array(
      z.strictObject({
        name: z.string(),
        description: Description.optional(),
        attributes: z.array(Attribute),
        references: z.array(Reference).optional(),
        void: z.boolean().optional(),
      }),
    )
    .optional(),
  globalAttributes: z.array(Attribute).optional(),
  valueSets: z.array(z.strictObject({ name: z.string(), values: z.array(Value) })).optional(),
});

let islands: IslandFacts[] = [];
let pages: Record<string, () => string> = {};
const page = (path: string) => (pages[path] as () => string)();

beforeAll(async () => {
  islands = await islandFacts();
  pages = editorPages(islands, '9.9.9');
}, 120_000);

afterEach(() => vi.restoreAllMocks());

/** Each island's data-* options as its widget declares them at run time (`attributes` in defineWidget). */
async function declaredOptions(): Promise<Map<string, string[]>> {
  const widgets: [string, Widget][] = Object.entries(islandManifest.bundled);
  for (const [name, entry] of Object.entries(islandManifest.lazy) as [string, LazyWidgetEntry][])
    widgets.push([name, (await entry.load()).default]);
  const kebab = (name: string) => `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  return new Map(widgets.map(([name, widget]) => [name, widget.attributes.map(kebab)]));
}

const text = (entry: { description?: z.infer<typeof Description> | undefined }) =>
  typeof entry.description === 'string' ? entry.description : (entry.description?.value ?? '');

describe('the VS Code HTML custom data (editor/storefront.html-data.json)', () => {
  it('follows the custom data format 1.1, and the check of the format rejects what VS Code would not read', () => {
    const data = VsCodeHtmlData.parse(JSON.parse(page(HTML_DATA)));
    expect(data.version).toBe(1.1);
    const planted = (change: object) =>
      VsCodeHtmlData.safeParse({ version: 1.1, globalAttributes: [{ name: 'data-x', ...change }] }).success;
    expect(planted({})).toBe(true);
    expect(planted({ values: ['true', 'false'] })).toBe(false);
    expect(planted({ description: { kind: 'html', value: '<b>x</b>' } })).toBe(false);
    expect(planted({ value: [{ name: 'true' }] })).toBe(false);
    expect(VsCodeHtmlData.safeParse({ globalAttributes: [] }).success).toBe(false);
  });

  it('completes data-storefront with every island of the manifest, each described', () => {
    const data = VsCodeHtmlData.parse(JSON.parse(page(HTML_DATA)));
    const attribute = data.globalAttributes?.find((entry) => entry.name === 'data-storefront');
    expect(attribute?.values?.map((value) => value.name)).toEqual(islandNames());
    for (const island of islands) {
      const value = attribute?.values?.find((entry) => entry.name === island.name);
      expect(text(value ?? {})).toContain(island.does);
    }
  });

  it("completes every island's data-* options (as its widget declares them) with their values and descriptions", async () => {
    const data = VsCodeHtmlData.parse(JSON.parse(page(HTML_DATA)));
    const declared = await declaredOptions();
    expect([...declared.keys()].sort()).toEqual(islandNames().sort());
    for (const island of islands) {
      expect(island.attributes.map((option) => option.attribute)).toEqual(declared.get(island.name));
      for (const option of island.attributes) {
        const entry = data.globalAttributes?.find((candidate) => candidate.name === option.attribute);
        expect(entry, option.attribute).toBeDefined();
        expect(text(entry ?? {})).toContain(`"${island.name}"\`: ${option.description}`);
        for (const value of option.values ?? [])
          expect(entry?.values?.map((listed) => listed.name)).toContain(value);
      }
    }
    const values = (name: string) =>
      data.globalAttributes?.find((entry) => entry.name === name)?.values?.map((value) => value.name);
    // `data-show` serves two islands: the pill's values and the price's.
    expect(values('data-show')?.sort()).toEqual(['all', 'pill', 'price', 'quantity', 'status', 'subtotal']);
    expect(values('data-display')).toEqual(['select', 'radio']);
    expect(values('data-view')).toEqual(['product-detail', 'product-block', 'quick-view']);
    expect(values('data-form-id')).toBeUndefined();
  });
});

describe('the JSON Schema of mount points (editor/storefront-islands.schema.json)', () => {
  it('accepts what an island reads and refuses a missing required option, a value it does not take and a data-* option it does not read', () => {
    const schema = z.fromJSONSchema(JSON.parse(page(SCHEMA)));
    const valid = (attributes: Record<string, string>) => schema.safeParse(attributes).success;
    expect(
      valid({ 'data-storefront': 'button', 'data-href': '/shop', 'data-label': 'Shop', class: 'cta' }),
    ).toBe(true);
    expect(valid({ 'data-storefront': 'button', 'data-href': '/shop' })).toBe(false);
    expect(valid({ 'data-storefront': 'cart-pill', 'data-show': 'quantity' })).toBe(true);
    expect(valid({ 'data-storefront': 'cart-pill', 'data-show': 'status' })).toBe(false);
    expect(valid({ 'data-storefront': 'variant-select', 'data-dispaly': 'radio' })).toBe(false);
    expect(valid({ 'data-storefront': 'variant-select', 'data-storefront-product-id': 'p1' })).toBe(true);
    expect(valid({ 'data-storefront': 'cart-drawer', 'data-open-on-add': '' })).toBe(true);
    expect(valid({ 'data-storefront': 'no-such-island' })).toBe(false);
    for (const name of islandNames()) {
      const required =
        islands.find((island) => island.name === name)?.attributes.filter((o) => o.required) ?? [];
      expect(
        valid({ 'data-storefront': name, ...Object.fromEntries(required.map((o) => [o.attribute, 'x'])) }),
      ).toBe(true);
    }
  });
});

describe('llms.txt', () => {
  it('follows the llms.txt convention: an H1, a blockquote summary, sections of links that the package ships', () => {
    const llms = page('llms.txt');
    expect(llms).toMatch(/^# Storefront\n\n> \S/);
    expect(llms.match(/^## .+$/gm)).toEqual([
      '## Set-up',
      '## Mount points',
      '## Islands',
      '## Public API: `window.Storefront`',
      '## DOM events',
      '## Optional',
    ]);
    const shipped = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] })
      .files;
    const links = [...llms.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((match) => match[1] as string);
    expect(links.length).toBeGreaterThan(8);
    for (const link of links) {
      expect(existsSync(join(root, link)), link).toBe(true);
      expect(
        link === 'README.md' || shipped.some((entry) => link === entry || link.startsWith(`${entry}/`)),
        link,
      ).toBe(true);
    }
  });

  it('names every island with its options, every member of window.Storefront and every event Storefront.on takes', async () => {
    const llms = page('llms.txt');
    for (const [name, options] of await declaredOptions()) {
      expect(llms).toContain(`- \`${name}\` (`);
      for (const option of options) expect(llms).toContain(`\`${option}\`: `);
    }
    const cart = createCartStore(async () => createHttp({ apiRoot: '/api/' }), resolveStrings());
    const api = createPublicApi(
      'test',
      cart,
      { addEntry: async () => cart.getState().cart },
      {
        mountAll: () => {},
        unmountAll: () => {},
      },
      () => Promise.reject(new Error('unused')),
    );
    for (const member of Object.keys(api).filter((key) => key !== 'cart'))
      expect(llms).toMatch(new RegExp(`^- \`Storefront\\.${member}[(:<]`, 'm'));
    for (const member of Object.keys(api.cart)) expect(llms).toContain(`- \`Storefront.cart.${member}(`);
    // Storefront.on's own list of the events it takes, from its warning about an unknown one.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.on('no-such-event' as 'ready', () => {});
    const events = /Events: (.+)\.$/.exec(String(warn.mock.calls[0]?.[0]))?.[1]?.split(', ') ?? [];
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) expect(llms).toContain(`- \`storefront:${event}\`, detail `);
    expect(llms).toContain('Version 9.9.9.');
  });
});

describe('npm run check and the generated editor files', () => {
  it('the committed files are what the source generates (npm run docs wrote them)', () => {
    for (const [path, render] of Object.entries(pages).filter(([path]) => path !== 'llms.txt'))
      expect(readFileSync(join(root, path), 'utf8'), path).toBe(render());
    // llms.txt carries the package's version.
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(readFileSync(join(root, 'llms.txt'), 'utf8')).toBe(editorPages(islands, version)['llms.txt']?.());
  });

  it('fails on a stale copy of each of them, naming it, and leaves the copy alone', () => {
    expect(readFileSync(join(root, 'tools/docs.ts'), 'utf8')).toContain('...editorPages(ISLANDS, version)');
    const planted = mkdtempSync(join(tmpdir(), 'editor-data-'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [path, render] of Object.entries(pages)) {
      mkdirSync(dirname(join(planted, path)), { recursive: true });
      const stale = render().replace('cart-pill', 'cart-pil');
      writeFileSync(join(planted, path), stale);
      expect(syncGeneratedFile(planted, path, render(), true), path).toBe(false);
      expect(readFileSync(join(planted, path), 'utf8')).toBe(stale);
      expect(String(error.mock.calls.at(-1)?.[0])).toContain(`${path} is out of date`);
      writeFileSync(join(planted, path), render());
      expect(syncGeneratedFile(planted, path, render(), true), path).toBe(true);
    }
  });
});

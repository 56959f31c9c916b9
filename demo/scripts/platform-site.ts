// The platform-style site (demo/templates/platform): a region, item and list templates and
// blocks written in the platform's idiom ({.section item}{@|product-price}{.end}, applied
// blocks), rendered through storefront/template unchanged, as a builder would render a site it
// already has. Written for Storefront's tests; no real site's templates are copied.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOG, type CatalogEntry } from '../../mocks/fixtures/catalog.ts';
import { productItem, type Shop } from '../../mocks/fixtures/shops.ts';

type TemplateHalf = typeof import('../../src/server/template.ts');
type SiteHeaders = import('../../src/server/template.ts').SiteHeaders;

const PLATFORM_DIR = join(dirname(fileURLToPath(import.meta.url)), '../templates/platform');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The site's files by path ('site.region', 'collections/products.item', 'blocks/…'). */
const PLATFORM_TEMPLATES: Readonly<Record<string, string>> = Object.fromEntries(
  filesUnder(PLATFORM_DIR).map((file) => [relative(PLATFORM_DIR, file), readFileSync(file, 'utf8')]),
);

/** The blocks as partials, by the name templates apply them with ('product-card.block'). */
const PLATFORM_PARTIALS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLATFORM_TEMPLATES)
    .filter(([path]) => path.startsWith('blocks/'))
    .map(([path, text]) => [path.slice('blocks/'.length), text]),
);

export type PlatformView = 'collections/products.item' | 'collections/products.list';

/** Where the platform site is served in the demo. */
export const PLATFORM_PREFIX = '/platform';
const PLATFORM_SITE_TITLE = 'Juniper & Oak (platform templates)';

/** A catalogue product as the platform's JSON carries it, linked to the platform site's page. */
function platformItem(shop: Shop, entry: CatalogEntry) {
  return { ...productItem(shop, entry), fullUrl: `${PLATFORM_PREFIX}/products/${entry.slug}/` };
}

const entry = (slug: string): CatalogEntry => {
  const found = CATALOG.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`[demo] no catalogue entry "${slug}"`);
  return found;
};

/** What the products.item view reads: the item, and two related products for a second scope. */
export function platformItemData(shop: Shop, slug: string): Record<string, unknown> {
  const related = CATALOG.filter((other) => other.slug !== slug && other.productType !== 2).slice(0, 3);
  return {
    website: { siteTitle: PLATFORM_SITE_TITLE },
    cart: {},
    item: platformItem(shop, entry(slug)),
    related: related.map((other) => platformItem(shop, other)),
  };
}

/** What the products.list view reads: up to `count` cards and the products on sale. */
export function platformListData(shop: Shop, title: string, entries: readonly CatalogEntry[]) {
  const items = entries.map((other) => platformItem(shop, other));
  return {
    website: { siteTitle: PLATFORM_SITE_TITLE },
    cart: {},
    collection: { title },
    items,
    featured: items.filter((item) => item.variants?.some((variant) => variant.onSale)).slice(0, 3),
  };
}

/** The templates of one page: the site's region, the view it wraps and the blocks as partials. */
export function platformPageSources(view: PlatformView) {
  const region = PLATFORM_TEMPLATES['site.region'];
  const main = PLATFORM_TEMPLATES[view];
  if (region === undefined || main === undefined) throw new Error(`[demo] no platform template "${view}"`);
  return { region, main, partials: PLATFORM_PARTIALS };
}

/** One page of the site: the region around the view, in one render. */
export function renderPlatformPage(
  template: TemplateHalf,
  context: unknown,
  view: PlatformView,
  data: Record<string, unknown>,
  headers: SiteHeaders,
) {
  const { region, main, partials } = platformPageSources(view);
  return template.createTemplateEngine(context).render(region, data, { main, headers, partials });
}

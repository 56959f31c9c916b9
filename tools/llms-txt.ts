// llms.txt (issue 47, item 3), shipped in the package and served by the demo at /llms.txt: what a
// code assistant needs to set up Storefront on a page, in the llms.txt convention (an H1, a
// blockquote summary, then sections, with links to the full pages). Written by `npm run docs`;
// everything that could drift is read from the source: the islands and their options
// (tools/island-options.ts, the same reading as the editor data), the contract's attribute names
// and their comments, `window.Storefront` (the `StorefrontApi` interface with its comments) and
// the DOM events (`StorefrontEventMap` and `AnalyticsEventMap`, with theirs).
import ts from 'typescript';
import {
  CONTEXT_ELEMENT_ID,
  EAGER_PAGE_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PRODUCT_ATTRIBUTE,
  PRODUCT_ID_ATTRIBUTE,
  PRODUCT_ITEM_ATTRIBUTE,
} from '../src/core/contract/attributes.ts';
import { optionSummary } from './editor-data.ts';
import {
  contractDoc,
  declaration,
  docOf,
  type IslandFacts,
  SOURCES,
  sourceProgram,
  TYPE_FLAGS,
} from './island-options.ts';

// Without TYPE_FLAGS' InTypeAlias: a detail with a name (`AddToCartEventDetail`, a type the
// package exports) is printed by its name, not spelled out.
const FLAGS = TYPE_FLAGS & ~ts.TypeFormatFlags.InTypeAlias;

const typeText = (type: ts.Type, at: ts.Node) =>
  sourceProgram()
    .getTypeChecker()
    .typeToString(type, at, FLAGS)
    .replace(/readonly /g, '');

const described = (doc: string) => (doc ? `: ${doc}` : '');

/** `Storefront.<member>` lines from the StorefrontApi interface, one per member (`cart` by its members). */
function apiLines(type: ts.Type, at: ts.Node, prefix: string): string[] {
  const checker = sourceProgram().getTypeChecker();
  const lines: string[] = [];
  for (const member of type.getProperties()) {
    const memberType = checker.getTypeOfSymbolAtLocation(member, at);
    const [signature] = memberType.getCallSignatures();
    if (signature) {
      const text = checker.signatureToString(signature, at, FLAGS).replace(/readonly /g, '');
      lines.push(`- \`${prefix}${member.name}${text}\`${described(docOf(member))}`);
    } else if ((memberType.flags & ts.TypeFlags.Object) !== 0 && !docOf(member)) {
      lines.push(...apiLines(memberType, at, `${prefix}${member.name}.`));
    } else {
      lines.push(`- \`${prefix}${member.name}: ${typeText(memberType, at)}\`${described(docOf(member))}`);
    }
  }
  return lines;
}

/** `storefront:<name>` lines of an event map: the detail's type and the comment on the event. */
function eventLines(map: 'StorefrontEventMap' | 'AnalyticsEventMap'): string[] {
  const checker = sourceProgram().getTypeChecker();
  const at = declaration(SOURCES.events, map);
  return checker
    .getTypeAtLocation(at)
    .getProperties()
    .map((event) => {
      const detail = typeText(checker.getTypeOfSymbolAtLocation(event, at), at);
      return `- \`storefront:${event.name}\`, detail \`${detail}\`${described(docOf(event))}`;
    });
}

function islandLines(island: IslandFacts): string[] {
  const where = island.scope === 'product' ? 'product island' : 'page island';
  const json = island.json
    ? [
        `  - a \`<script type="application/json">\` child (${island.json.required ? 'required' : 'optional'}): \`${island.json.type}\``,
      ]
    : [];
  return [
    `- \`${island.name}\` (${where}, ${island.loading}): ${island.does}`,
    ...island.attributes.map((option) => `  - \`${option.attribute}\`: ${optionSummary(option)}`),
    ...json,
  ];
}

function setUp(version: string): string[] {
  return [
    '## Set-up',
    '',
    'One classic script tag, anywhere in the page (no `type="module"`); pin the release:',
    '',
    '```html',
    `<script async src="https://cdn.example.com/storefront/${version}/storefront.js" nonce="…"></script>`,
    '```',
    '',
    '`storefront-lite.js` is the same storefront on preact/compat (a smaller download). On the tag,',
    '`data-analytics="analytics-off"` or `"all-off"` switches analytics off and `data-datalayer="on"`',
    "pushes GA4 ecommerce events to `window.dataLayer`. The script starts after the page's load (or",
    "at the shopper's first intent) and talks to the platform's HTTP API on the page's origin",
    "(`/api/…`). Under a strict CSP: `script-src 'nonce-…' 'strict-dynamic'; base-uri 'self'`.",
    '- [README: embedding contract](README.md#embedding-contract-public-api): builds, CSP, Trusted Types, theming',
    "- [Owner's guide](docs/README.md): CDN, console messages, `Storefront.debug()`, analytics switches, languages",
    '',
  ];
}

function mountPoints(): string[] {
  return [
    '## Mount points',
    '',
    `- \`${ISLAND_ATTRIBUTE}="<island>"\`: ${contractDoc('ISLAND_ATTRIBUTE')} Its other \`data-*\` attributes are the island's options (below); larger options are a \`<script type="application/json">\` child. An empty mount point is rendered in the browser; one holding the server half's HTML is hydrated. Islands added later are mounted automatically.`,
    `- \`${PRODUCT_ATTRIBUTE}\`: ${contractDoc('PRODUCT_ATTRIBUTE')} The JSON is its \`<script type="application/json">\` child.`,
    `- \`${PRODUCT_ID_ATTRIBUTE}\`: ${contractDoc('PRODUCT_ID_ATTRIBUTE')}`,
    `- \`${PRODUCT_ITEM_ATTRIBUTE}\`: ${contractDoc('PRODUCT_ITEM_ATTRIBUTE')}`,
    `- \`${EAGER_PAGE_ATTRIBUTE}\`: ${contractDoc('EAGER_PAGE_ATTRIBUTE')}`,
    `- \`<script type="application/json" id="${CONTEXT_ELEMENT_ID}">\`: ${contractDoc('CONTEXT_ELEMENT_ID')} The site, store settings (currency, button texts), merchandising, string overrides and \`apiRoot\`; every field optional and validated.`,
    '',
    '```html',
    `<script type="application/json" id="${CONTEXT_ELEMENT_ID}">{ "website": { "id": "site-1", "language": "en-US" } }</script>`,
    '<div data-storefront="cart-pill"></div>',
    `<div ${PRODUCT_ATTRIBUTE}>`,
    '  <script type="application/json">{ "id": "product-1", "title": "Linen Tee", "variants": [ … ] }</script>',
    `  <div ${ISLAND_ATTRIBUTE}="product-price"></div>`,
    `  <div ${ISLAND_ATTRIBUTE}="variant-select" data-display="radio"></div>`,
    `  <div ${ISLAND_ATTRIBUTE}="add-to-cart"></div>`,
    '</div>',
    '```',
    '',
    '- [Page context](docs/page-context.md): every field of the context script',
    '- [Product JSON](docs/product-json.md): every field of the product item',
    '',
  ];
}

/** llms.txt, from the islands and the source's types. */
export function llmsTxt(generated: string, version: string, islands: readonly IslandFacts[]): string {
  const checker = sourceProgram().getTypeChecker();
  const api = declaration(SOURCES.publicApi, 'StorefrontApi');
  return [
    '# Storefront',
    '',
    "> One script tag that turns a website builder's static pages into a working shop: it finds the",
    '> mount points the page marks with `data-storefront="<island>"` and hydrates small React islands',
    '> (cart pill, price, variant pickers, quantity, add to cart, forms, cart page…) that share one cart',
    "> and call the platform's HTTP API. A server half renders the same islands to HTML.",
    '',
    `Version ${version}. ${generated}`,
    '',
    ...setUp(version),
    ...mountPoints(),
    '## Islands',
    '',
    `The ${islands.length} values of \`${ISLAND_ATTRIBUTE}\`, each with the \`data-*\` options it reads. A product island sits inside a \`${PRODUCT_ATTRIBUTE}\` element or names its product with \`${PRODUCT_ID_ATTRIBUTE}\`. A \`data-*\` attribute an island does not read is ignored with a console warning.`,
    '',
    ...islands.flatMap(islandLines),
    "- [Islands](docs/islands.md): the same, with each island's options as TypeScript types",
    "- [Editor data](editor/storefront.html-data.json): VS Code HTML custom data (`html.customData`) completing these names and options; [JSON Schema](editor/storefront-islands.schema.json) of a mount point's attributes",
    '',
    '## Public API: `window.Storefront`',
    '',
    "Before the script loads, `window.Storefront = window.Storefront || []; Storefront.push(['on', 'cart-change', fn])` queues calls (`on`, `mount`, `unmount`, `consent`), replayed in order. Types: `import type { StorefrontApi } from 'storefront'`.",
    '',
    ...apiLines(checker.getTypeAtLocation(api), api, 'Storefront.'),
    '',
    '## DOM events',
    '',
    'Dispatched on `document` as `CustomEvent`s (bubbling), the detail typed in `StorefrontDomEventMap`. `Storefront.on(name, fn)` listens to these:',
    '',
    ...eventLines('StorefrontEventMap'),
    '',
    'Also on `document`, not accepted by `Storefront.on` (listen with `document.addEventListener`):',
    '',
    ...eventLines('AnalyticsEventMap'),
    '',
    '- [README: DOM events](README.md#dom-events): which island fires each, and the analytics calls they lead to',
    '',
    '## Optional',
    '',
    '- [Strings](docs/strings.md): every word the islands show, by key, overridable in the page context',
    '- [Platform endpoints](docs/endpoints.md): the HTTP API a backend must serve',
    '- [Architecture](docs/architecture.md): layers, islands, chunks',
    '- [Changelog](CHANGELOG.md)',
    '',
  ].join('\n');
}

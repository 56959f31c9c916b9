// The editor data shipped in the package (issue 47, item 4), written by `npm run docs` from the
// islands as tools/island-options.ts reads them, so it cannot drift from the code:
// - editor/storefront.html-data.json: VS Code's HTML custom data (version 1.1, the format of
//   microsoft/vscode-html-languageservice): `data-storefront` completes every island name, and each
//   island's data-* options complete with their allowed values, each with its description. The
//   format cannot tie an attribute to another's value, so the options are global attributes whose
//   description names the islands that read them.
// - editor/storefront-islands.schema.json: a JSON Schema (2020-12) of a mount point's attributes
//   (name to value, as written in the HTML), one definition per island: which data-* options it
//   reads, which are required, their allowed values and defaults. For tools that check pages.
import {
  EAGER_PAGE_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PRODUCT_ATTRIBUTE,
  PRODUCT_ID_ATTRIBUTE,
  PRODUCT_ITEM_ATTRIBUTE,
} from '../src/core/contract/attributes.ts';
import { contractDoc, type IslandAttribute, type IslandFacts } from './island-options.ts';

/** Markdown, as VS Code shows it on hover and beside a completion. */
interface Markdown {
  readonly kind: 'markdown';
  readonly value: string;
}

interface HtmlDataValue {
  readonly name: string;
  readonly description?: Markdown;
}

interface HtmlDataAttribute {
  readonly name: string;
  readonly description: Markdown;
  readonly values?: readonly HtmlDataValue[];
}

/** VS Code's HTML custom data, the part of version 1.1 this file uses. */
interface HtmlCustomData {
  readonly version: 1.1;
  readonly globalAttributes: readonly HtmlDataAttribute[];
}

const markdown = (value: string): Markdown => ({ kind: 'markdown', value });

const where = (island: IslandFacts) =>
  island.scope === 'product'
    ? `product island: inside a \`${PRODUCT_ATTRIBUTE}\` element (or naming its product with \`${PRODUCT_ID_ATTRIBUTE}\`)`
    : 'page island';

/** The island as `data-storefront`'s completion describes it. */
function islandSummary(island: IslandFacts): string {
  const options = island.attributes.map(
    (option) => `\`${option.attribute}\`${option.required ? ' (required)' : ''}`,
  );
  const json = island.json
    ? [
        `A \`<script type="application/json">\` child (${island.json.required ? 'required' : 'optional'}): \`${island.json.type}\`.`,
      ]
    : [];
  return [
    `**${island.name}**: ${where(island)}; ${island.loading}.`,
    '',
    island.does,
    '',
    options.length > 0 ? `Options: ${options.join(', ')}.` : 'No data-* options.',
    ...json,
  ].join('\n');
}

/** One option in words: its description, values, default and whether it is required. */
export function optionSummary(option: IslandAttribute): string {
  const values = option.values
    ? ` Values: ${option.values.map((value) => `\`"${value}"\``).join(', ')}.`
    : '';
  const fallback = option.default !== undefined ? ` Default: \`"${option.default}"\`.` : '';
  return `${option.description}${values}${fallback}${option.required ? ' Required.' : ''}`;
}

/** Every island's options merged by attribute name (`data-display` serves two islands), in manifest order. */
function optionsByAttribute(islands: readonly IslandFacts[]) {
  const byName = new Map<string, { island: IslandFacts; option: IslandAttribute }[]>();
  for (const island of islands)
    for (const option of island.attributes)
      byName.set(option.attribute, [...(byName.get(option.attribute) ?? []), { island, option }]);
  return byName;
}

function optionAttribute(
  name: string,
  uses: { island: IslandFacts; option: IslandAttribute }[],
): HtmlDataAttribute {
  const values = new Map<string, string[]>();
  for (const { island, option } of uses)
    for (const value of option.values ?? [])
      values.set(value, [
        ...(values.get(value) ?? []),
        `\`${island.name}\`${value === option.default ? ' (default)' : ''}`,
      ]);
  return {
    name,
    description: markdown(
      uses
        .map(({ island, option }) => `On \`${ISLAND_ATTRIBUTE}="${island.name}"\`: ${optionSummary(option)}`)
        .join('\n\n'),
    ),
    ...(values.size > 0
      ? {
          values: [...values].map(([value, islands]) => ({
            name: value,
            description: markdown(`On ${islands.join(', ')}.`),
          })),
        }
      : {}),
  };
}

/** The HTML custom data: the contract's attributes, then every island option. */
export function htmlCustomData(islands: readonly IslandFacts[]): HtmlCustomData {
  const islandAttribute: HtmlDataAttribute = {
    name: ISLAND_ATTRIBUTE,
    description: markdown(
      `${contractDoc('ISLAND_ATTRIBUTE')} The storefront script hydrates it; the other \`data-*\` attributes of the element are the island's options.`,
    ),
    values: islands.map((island) => ({ name: island.name, description: markdown(islandSummary(island)) })),
  };
  const contract = (
    [
      [PRODUCT_ATTRIBUTE, 'PRODUCT_ATTRIBUTE'],
      [PRODUCT_ID_ATTRIBUTE, 'PRODUCT_ID_ATTRIBUTE'],
      [PRODUCT_ITEM_ATTRIBUTE, 'PRODUCT_ITEM_ATTRIBUTE'],
      [EAGER_PAGE_ATTRIBUTE, 'EAGER_PAGE_ATTRIBUTE'],
    ] as const
  ).map(([name, constant]) => ({ name, description: markdown(contractDoc(constant)) }));
  const options = [...optionsByAttribute(islands)].map(([name, uses]) => optionAttribute(name, uses));
  return { version: 1.1, globalAttributes: [islandAttribute, ...contract, ...options] };
}

type JsonSchema = { readonly [keyword: string]: unknown };

function islandSchema(island: IslandFacts): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    [ISLAND_ATTRIBUTE]: { const: island.name, description: `${island.scope} island. ${island.does}` },
  };
  for (const option of island.attributes)
    properties[option.attribute] = {
      type: 'string',
      description: optionSummary(option),
      ...(option.values ? { enum: option.values } : {}),
      ...(option.default !== undefined ? { default: option.default } : {}),
    };
  const names = island.attributes.map((option) => option.attribute);
  return {
    title: island.name,
    type: 'object',
    properties,
    required: [
      ISLAND_ATTRIBUTE,
      ...island.attributes.filter((option) => option.required).map((o) => o.attribute),
    ],
    // Other attributes are the page's own (class, id…); a data-* one the island does not read is a
    // slip the runtime warns about, except the contract's own `data-storefront…`.
    propertyNames: {
      type: 'string',
      anyOf: [
        { type: 'string', enum: [ISLAND_ATTRIBUTE, ...names] },
        { type: 'string', pattern: '^(?!data-)' },
        { type: 'string', pattern: `^${ISLAND_ATTRIBUTE}-` },
      ],
    },
  };
}

/** The JSON Schema of a mount point's attributes, one definition per island. */
export function islandsJsonSchema(islands: readonly IslandFacts[]): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Storefront mount point',
    description: `The attributes of an element with ${ISLAND_ATTRIBUTE}="<island>", name to value as written in the HTML: the island and the data-* options it reads.`,
    type: 'object',
    required: [ISLAND_ATTRIBUTE],
    properties: { [ISLAND_ATTRIBUTE]: { enum: islands.map((island) => island.name) } },
    oneOf: islands.map((island) => ({ $ref: `#/$defs/${island.name}` })),
    $defs: Object.fromEntries(islands.map((island) => [island.name, islandSchema(island)])),
  };
}

/** A generated JSON file's text. */
export const jsonFile = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// Renders the platform's own tags (src/server/platform-tags.ts turns them into
// {@|storefront-platform-tag N}) with the data the builder's resolvers give, passed to
// createTemplateEngine(context, { resolvers }). A tag without its resolver, its data or a
// required attribute renders nothing and is reported as an `engine` error, as the engine reports
// a missing partial: never the tag's text in the page.
import { type Context, Formatter, Formatters, type Variable } from '@squarespace/template-engine';
import { own } from '../core/base/own.ts';
import { formatterState, type RenderState } from './engine-context.ts';
import { attributesHtml } from './html.ts';
import { queryItems } from './platform-query.ts';
import type { PlatformResolvers, TagAttributes } from './platform-resolvers.ts';
import { PLATFORM_TAG_FORMATTER, type PlatformTag } from './platform-tags.ts';

interface TagRender {
  readonly tag: PlatformTag;
  readonly attributes: TagAttributes;
  readonly ctx: Context;
  readonly state: RenderState;
  /** Reports a problem with this tag as an engine error; gives '' for the page. */
  readonly problem: (message: string) => string;
}

const APPLY = Formatters.apply;

/** The partial or macro `name` rendered with `value` as its node. */
function applyTo(ctx: Context, name: string, node: Variable['node']): string {
  const variable = ctx.newVariable('@', node);
  APPLY?.apply([name], [variable], ctx);
  return String(variable.get() ?? '');
}

const noResolver = (resolver: string) =>
  `no ${resolver} resolver: createTemplateEngine(context, { resolvers: { ${resolver} } }) (docs/templates.md)`;

function navigation({ attributes, ctx, state, problem }: TagRender): string {
  const { navigationid: id, template } = attributes;
  if (!id || !template) return problem('needs navigationId and template');
  if (!state.resolvers.navigation) return problem(noResolver('navigation'));
  const data = state.resolvers.navigation(id, attributes);
  if (data === undefined) return problem(`the navigation resolver has no navigation "${id}"`);
  return applyTo(ctx, `${template}.block`, ctx.newNode(data));
}

function query({ tag, attributes, ctx, state, problem }: TagRender): string {
  const { collection } = attributes;
  if (!collection) return problem('needs collection');
  if (!state.resolvers.collection) return problem(noResolver('collection'));
  const found = state.resolvers.collection(collection, attributes);
  if (!found || !Array.isArray(found.items))
    return problem(`the collection resolver has no collection "${collection}" with items`);
  const items = queryItems(found.items, attributes, problem);
  return tag.body === undefined ? '' : applyTo(ctx, tag.body, ctx.newNode({ ...found, items }));
}

function blockField({ attributes, state, problem }: TagRender): string {
  const { id } = attributes;
  if (!id) return problem('needs id');
  if (!state.resolvers.blockField) return problem(noResolver('blockField'));
  const html = state.resolvers.blockField(id, attributes);
  return html ?? problem(`the blockField resolver has no field "${id}"`);
}

function script({ attributes, state, problem }: TagRender): string {
  const { src } = attributes;
  if (!src) return problem('needs src');
  if (!state.resolvers.script) return problem(noResolver('script'));
  const url = state.resolvers.script(src, attributes);
  if (url === undefined) return problem(`the script resolver has no address for "${src}"`);
  return `<script${attributesHtml({ src: url, nonce: state.nonce })}></script>`;
}

const RENDERERS = new Map<string, (render: TagRender) => string>([
  ['navigation', navigation],
  ['query', query],
  ['block-field', blockField],
  ['script', script],
]);

/** How a tag is named in a problem: its name and the attribute that tells it apart. */
function describe({ name }: PlatformTag, attributes: TagAttributes): string {
  const key = ['navigationid', 'collection', 'id', 'src'].find((attribute) => own(attributes, attribute));
  return `<squarespace:${name}${key ? ` ${key}="${own(attributes, key)}"` : ''}>`;
}

/** The tag's attributes, those holding the engine's syntax rendered where the tag stands. */
function attributesOf(tag: PlatformTag, node: Variable['node'], ctx: Context): TagAttributes {
  const rendered = Object.entries(tag.dynamic).map(([name, macro]) => [name, applyTo(ctx, macro, node)]);
  return { ...tag.attributes, ...Object.fromEntries(rendered) };
}

export class PlatformTagFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, PLATFORM_TAG_FORMATTER, first);
    if (!state) return;
    const tag = state.platformTags[Number(args[0])];
    if (!tag) {
      ctx.error({ type: 'engine', message: `${PLATFORM_TAG_FORMATTER}: no tag ${args[0]} in this render` });
      first.set('');
      return;
    }
    const attributes = attributesOf(tag, first.node, ctx);
    const problem = (message: string) => {
      ctx.error({ type: 'engine', message: `${describe(tag, attributes)}: ${message}` });
      return '';
    };
    const render = RENDERERS.get(tag.name);
    first.set(
      render
        ? render({ tag, attributes, ctx, state, problem })
        : problem('not a tag storefront/template renders (docs/templates.md)'),
    );
  }
}

// The platform's own tags in a template's text (developer-mode templates): the public engine
// knows nothing of them (they are HTML-like text to it), so before a template is parsed each
// tag becomes an engine instruction, {@|storefront-platform-tag N}, that renders it with the
// builder's resolvers (src/server/platform-tag-formatter.ts). A tag's body (a query's template)
// and an attribute whose value holds the engine's syntax (collection="{collection.urlId}") become
// inline macros the instruction applies, so they render in the tag's place and scope:
//   <squarespace:navigation navigationId="mainNav" template="main-navigation" />
//   <squarespace:query collection="shop" limit="3" featured="true" category="Tea" tag="new">…</squarespace:query>
//   <squarespace:block-field id="footerBlocks" columns="12" />
//   <squarespace:script src="site.js" combo="true" />
import { setOwn } from '../core/base/own.ts';

/** One tag of the template, as written: its name after `squarespace:` and its attributes. */
export interface PlatformTag {
  readonly name: string;
  /** Attribute values as written, by lower-case name (HTML's attribute names ignore case). */
  readonly attributes: Readonly<Record<string, string>>;
  /** Attributes whose value holds the engine's syntax: the macro that renders each, by name. */
  readonly dynamic: Readonly<Record<string, string>>;
  /** The macro holding the tag's body (a query's template), when it has one. */
  readonly body?: string;
}

export const PLATFORM_TAG_FORMATTER = 'storefront-platform-tag';

const OPEN_TAG =
  /<squarespace:([a-z][a-z-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)*)\s*(\/?)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE))
    if (!found.has(name.toLowerCase())) found.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return found;
}

const macro = (name: string, source: string) => `{.macro ${name}}${source}{.end}`;

/** The tag as engine instructions, its entry added to `tags`. */
function rewrite(name: string, attributeText: string, body: string | undefined, tags: PlatformTag[]) {
  const id = `storefront-tag-${tags.length}`;
  const attributes: Record<string, string> = {};
  const dynamic: Record<string, string> = {};
  const macros: string[] = [];
  for (const [attribute, value] of attributesOf(attributeText)) {
    if (value.includes('{')) {
      const valueMacro = `${id}-${macros.length}`;
      setOwn(dynamic, attribute, valueMacro);
      macros.push(macro(valueMacro, value));
    } else setOwn(attributes, attribute, value);
  }
  if (body !== undefined && body !== '') macros.push(macro(id, body));
  tags.push({
    name: name.toLowerCase(),
    attributes,
    dynamic,
    ...(body !== undefined && body !== '' ? { body: id } : {}),
  });
  return `${macros.join('')}{@|${PLATFORM_TAG_FORMATTER} ${tags.length - 1}}`;
}

/**
 * `source` with every <squarespace:…> tag (with its closing tag and body, if it has them) as an
 * engine instruction; `tags` receives what each instruction renders.
 */
export function withPlatformTags(source: string, tags: PlatformTag[]): string {
  if (!/<squarespace:/i.test(source)) return source;
  let out = '';
  let at = 0;
  const open = new RegExp(OPEN_TAG);
  // Names with no closing tag left after some point: never searched for again (linear).
  const unclosed = new Set<string>();
  for (let match = open.exec(source); match; match = open.exec(source)) {
    const [tag, name = '', attributeText = '', selfClosing] = match;
    let end = match.index + tag.length;
    let body: string | undefined;
    if (!selfClosing && !unclosed.has(name.toLowerCase())) {
      const close = new RegExp(`</squarespace:${name}\\s*>`, 'gi');
      close.lastIndex = end;
      const closing = close.exec(source);
      if (!closing) unclosed.add(name.toLowerCase());
      else {
        body = source.slice(end, closing.index);
        end = closing.index + closing[0].length;
      }
    }
    out += source.slice(at, match.index) + rewrite(name, attributeText, body, tags);
    at = end;
    open.lastIndex = end;
  }
  return out + source.slice(at);
}

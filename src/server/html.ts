// Escaping for the HTML the server half writes around React's output.
import { escapeHtml } from '../core/template/html.ts';

export { escapeHtml };

/** JSON for a <script type="application/json">: "<" is escaped so "</script>" cannot end it. */
export function jsonScript(value: unknown, attributes: Readonly<Record<string, string>> = {}): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json"${attributesHtml(attributes)}>${json}</script>`;
}

// What the HTML parser reads as one attribute name or one tag name; nothing that could end the
// tag or start another attribute ('x onload=alert(1) y').
const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_:.-]*$/;
const TAG_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
// Tags whose content is not markup, or that load or run something: never an island's element.
const REFUSED_TAGS = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'noscript',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'link',
  'meta',
]);

/** The tag, when an island may be written as one; throws naming it otherwise. */
export function islandTag(tag: string): string {
  if (!TAG_NAME.test(tag) || REFUSED_TAGS.has(tag))
    throw new Error(`${JSON.stringify(tag)} cannot be an island's tag`);
  return tag;
}

/** Attributes as HTML; throws on a name that is not one attribute, or is an event handler. */
export function attributesHtml(attributes: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => {
      if (!ATTRIBUTE_NAME.test(name) || name.toLowerCase().startsWith('on'))
        throw new Error(`${JSON.stringify(name)} cannot be an attribute name`);
      return value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
    })
    .join('');
}

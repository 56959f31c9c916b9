// Escaping for the HTML the server half writes around React's output.
import { escapeHtml } from '../template/html.ts';

export { escapeHtml };

/** JSON for a <script type="application/json">: "<" is escaped so "</script>" cannot end it. */
export function jsonScript(value: unknown, attributes: Readonly<Record<string, string>> = {}): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json"${attributesHtml(attributes)}>${json}</script>`;
}

export function attributesHtml(attributes: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

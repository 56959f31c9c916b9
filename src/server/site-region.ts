// A platform site region (site.region): the page around the item or list template, with the
// platform's three page variables. `render(region, data, { main, headers })` fills them in one
// render (docs/templates.md "Recipe: bring your own template"):
//   {squarespace-headers}       the page context script, the stylesheet link, the script tag
//                               with its CSP nonce and the styles the helpers collected
//   {squarespace.main-content}  the page's own template (`main`), rendered with the same data
//   {squarespace-footers}       nothing: Storefront needs nothing at the end of the page
import { type Context, Formatter, type Variable } from '@squarespace/template-engine';
import { formatterState } from './engine-context.ts';
import { attributesHtml } from './html.ts';

/** What goes into {squarespace-headers}: where the site serves Storefront, and the page's nonce. */
export interface SiteHeaders {
  /**
   * storefront.js (or storefront-lite.js) as the site serves it, or a loader of the site's own
   * that adds it later (the demo's mock platform boot, /demo/mock-boot.js).
   */
  readonly script: string;
  /** storefront.css as the site serves it. */
  readonly stylesheet: string;
  /**
   * The page's CSP nonce, on the script tag, the collected styles and the template's own
   * <script> and <style> tags (render's `nonce` wins when both are given).
   */
  readonly nonce?: string;
  /**
   * More attributes for the script tag: the loader's options (`data-analytics: 'all-off'`), or
   * `type: 'module'` for a loader of the site's own; never `src` or `nonce`, which `script` and
   * `nonce` set.
   */
  readonly scriptAttributes?: Readonly<Record<string, string>>;
}

/** The partial name the page template is given under. */
export const MAIN_CONTENT_PARTIAL = 'storefront-main-content';
/**
 * Stands for the collected styles until the render is over (they are known only then). Random
 * per render, so no data (a title, a field printed raw) can hold it and take the styles' place.
 */
export function stylesMark(): string {
  return `\u0000storefront-styles-${crypto.randomUUID()}\u0000`;
}

/** The region's page variables as Storefront's formatters; everything else is left as written. */
export function regionTemplate(region: string): string {
  return region
    .replaceAll('{squarespace-headers}', '{@|storefront-headers}')
    .replaceAll('{squarespace.main-content}', `{@|apply ${MAIN_CONTENT_PARTIAL}}`)
    .replaceAll('{squarespace-footers}', '');
}

/** The collected styles in a nonce'd <style> where the headers were written. */
export function withStyles(html: string, mark: string, css: string, nonce: string | undefined): string {
  const style = css === '' ? '' : `<style${attributesHtml({ nonce })}>${css}</style>`;
  return html.replace(mark, () => style);
}

export class HeadersFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, 'storefront-headers', first);
    if (!state) return;
    const headers = state.headers;
    if (!headers) {
      state.collector.report(
        'bad-input',
        '{squarespace-headers} needs render(…, { headers }) (docs/templates.md)',
      );
      first.set(state.renderer.contextScript());
      return;
    }
    // Its own attributes first: they cannot replace the address or the nonce.
    const script = attributesHtml({
      async: '',
      ...headers.scriptAttributes,
      src: headers.script,
      nonce: state.nonce,
    });
    first.set(
      [
        state.renderer.contextScript(),
        `<link rel="stylesheet"${attributesHtml({ href: headers.stylesheet })} data-storefront-css>`,
        `<script${script}></script>`,
        state.stylesMark,
      ].join('\n'),
    );
  }
}

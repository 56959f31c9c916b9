// The owner's opt-in for GA4 ecommerce events in `window.dataLayer` (issue 22): the page
// context's `"dataLayer"` and the storefront script tag's `data-datalayer`, each "on" or "off".
// Off unless one says "on"; an "off" from either wins, as the stricter analytics switch does.
// Read here, in the analytics chunk, not at start: the product page's first download pays nothing
// for a feature most pages leave off. The context field passes the page context's parser untouched (its
// schema keeps fields it does not know), so it is checked here instead.
import type { SiteContext } from '../domain/context-schema.ts';

/** The script tag attribute (on storefront.js, as `data-analytics` is). */
const DATA_LAYER_ATTRIBUTE = 'data-datalayer';
const VALUES = ['on', 'off'] as const;
type DataLayerValue = (typeof VALUES)[number];

function switchValue(raw: unknown, where: string, warn: (line: string) => void): DataLayerValue | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (VALUES.includes(raw as DataLayerValue)) return raw as DataLayerValue;
  warn(`[Storefront] ${where} is ${JSON.stringify(raw)}, not "on" or "off"; it is ignored.`);
  return undefined;
}

export function dataLayerSwitch(
  context: SiteContext,
  doc: Document = document,
  warn: (line: string) => void = console.warn,
): boolean {
  const fromContext = switchValue(
    (context as Record<string, unknown>).dataLayer,
    'page context field "dataLayer"',
    warn,
  );
  const tag = doc.querySelector(`script[${DATA_LAYER_ATTRIBUTE}]`);
  const fromTag = switchValue(
    tag?.getAttribute(DATA_LAYER_ATTRIBUTE),
    `${DATA_LAYER_ATTRIBUTE} on the script tag`,
    warn,
  );
  if (fromContext === 'off' || fromTag === 'off') return false;
  return fromContext === 'on' || fromTag === 'on';
}

// Stock scarcity messages (spec 1, 3; docs/decisions.md "Scarcity"): when `scarcityEnabled`, one message per
// scarcity template view, each an ICU message over `qtyInStock`. Pure: which views show and with
// which count; the island formats the ICU text.
//
// A view in `scarcityTemplateViews` is an object (anything else is dropped):
//   { "id": "large", "attributes": { "Size": "L" }, "text": "Last {qtyInStock} in large" }
// `attributes` ties the view to option values: it shows only once the shopper has chosen them
// all. `text` is the view's own ICU message; else `scarcityText`; else 'Only {qtyInStock} left!'.
// With no views, the product has one untied view. An untied view counts the chosen variant's
// stock; before a full choice it shows the stock of every variant still possible only when
// `scarcityShownByDefault` is on. Nothing shows at zero (the restock form takes over) or for
// unlimited stock.

import { own, setOwn } from '../base/own.ts';
import type { Merchandising } from './context-schema.ts';
import type { Product, Variant } from './product.ts';
import { tracksStock } from './product-rules.ts';
import type { Selection } from './variant-selection.ts';

interface ScarcityView {
  readonly id: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly text: string | undefined;
}

interface ScarcityMessage {
  readonly id: string;
  /** The ICU message to format. */
  readonly message: string;
  readonly qtyInStock: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The views of `scarcityTemplateViews` that are well formed (others are dropped). */
export function scarcityViews(raw: readonly unknown[] | undefined): ScarcityView[] {
  if (!raw || raw.length === 0) return [{ id: 'default', attributes: {}, text: undefined }];
  const views: ScarcityView[] = [];
  raw.forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const attributes: Record<string, string> = {};
    if (entry.attributes !== undefined) {
      if (!isRecord(entry.attributes)) return;
      for (const [name, value] of Object.entries(entry.attributes)) {
        if (typeof value !== 'string') return;
        setOwn(attributes, name, value);
      }
    }
    const text = typeof entry.text === 'string' && entry.text.trim() !== '' ? entry.text : undefined;
    views.push({ id: typeof entry.id === 'string' ? entry.id : `view-${index}`, attributes, text });
  });
  return views;
}

const matches = (attributes: Readonly<Record<string, string>>, wanted: Readonly<Record<string, string>>) =>
  Object.entries(wanted).every(([name, value]) => own(attributes, name) === value);

const sumStock = (variants: readonly Variant[]) => variants.reduce((sum, variant) => sum + variant.stock, 0);

export function scarcityMessages(input: {
  readonly product: Product;
  readonly selected: Selection;
  readonly variant: Variant | undefined;
  readonly merchandising: Merchandising | undefined;
  readonly defaultMessage: string;
}): ScarcityMessage[] {
  const { product, selected, variant, merchandising } = input;
  if (!merchandising?.scarcityEnabled || !tracksStock(product)) return [];
  const fallback = merchandising.scarcityText?.trim() ? merchandising.scarcityText : input.defaultMessage;
  const out: ScarcityMessage[] = [];
  for (const view of scarcityViews(merchandising.scarcityTemplateViews)) {
    const tied = Object.keys(view.attributes).length > 0;
    let qty: number;
    if (tied) {
      if (!matches(selected, view.attributes)) continue;
      qty = variant
        ? variant.stock
        : sumStock(product.variants.filter((candidate) => matches(candidate.attributes, view.attributes)));
    } else if (variant) {
      qty = variant.stock;
    } else if (merchandising.scarcityShownByDefault) {
      qty = sumStock(product.variants.filter((candidate) => matches(candidate.attributes, selected)));
    } else {
      continue;
    }
    if (!Number.isFinite(qty) || qty <= 0) continue;
    out.push({ id: view.id, message: view.text ?? fallback, qtyInStock: qty });
  }
  return out;
}

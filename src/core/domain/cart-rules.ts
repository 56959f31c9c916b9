// Cart page rules: the minimum order (docs/decisions.md), prices, variant text and the entry's
// form answers. (The quantity range of an entry and quantities applied ahead of the platform are
// in cart.ts: the cart store, in core, needs them.)

import { fillTemplate } from '../words/strings.ts';
import type { CartPageStrings } from '../words/strings-cart.ts';
import type { CartEntry } from './cart-schema.ts';
import { formatMoney, type Money, money, parseMajorUnits } from './money.ts';
import type { MoneyInput } from './product-schema.ts';
import { listSeparator } from './variant-selection.ts';

/** Where the empty cart's link leads. */
export const CONTINUE_SHOPPING_PATH = '/';

/** The store's minimum order as Money in the store currency, or undefined when there is none. */
export function minimumOrderOf(
  setting: MoneyInput | null | undefined,
  storeCurrency: string,
): Money | undefined {
  const value = setting?.value ?? setting?.decimalValue;
  if (value === undefined || value === '') return undefined;
  const minimum = parseMajorUnits(value, setting?.currency ?? setting?.currencyCode ?? storeCurrency);
  return minimum.minor > 0 ? minimum : undefined;
}

type CheckoutCheck = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * docs/decisions.md "Minimum order": checkout is refused while the subtotal is below the minimum, with
 * the minimum in the store currency. A minimum in another currency than the cart is not applied
 * (the two cannot be compared), nor is one on an empty cart (there is nothing to check out).
 */
export function checkMinimumOrder(
  subtotalCents: number,
  storeCurrency: string,
  minimum: Money | undefined,
  strings: Pick<CartPageStrings, 'minimumOrder'>,
  locale = 'en-US',
): CheckoutCheck {
  if (!minimum || minimum.currency !== storeCurrency) return { ok: true };
  if (subtotalCents >= minimum.minor) return { ok: true };
  return {
    ok: false,
    message: fillTemplate(strings.minimumOrder, { subtotal: formatMoney(minimum, locale) }),
  };
}

/**
 * The entry's line total as the platform sent it (`subTotal`, spec 3: cents or a Money value), in
 * the store currency; undefined when it sent none or one in another currency.
 */
function entrySubTotal(entry: CartEntry, currency: string): Money | undefined {
  const { subTotal } = entry;
  if (typeof subTotal === 'number') return money(subTotal, currency);
  const value = subTotal?.value ?? subTotal?.decimalValue;
  const code = subTotal?.currency ?? subTotal?.currencyCode ?? currency;
  if (value === undefined || value === '' || code !== currency) return undefined;
  return parseMajorUnits(value, currency);
}

/**
 * Unit and line price of an entry in the store currency; undefined when the platform sent none.
 * The line price is the platform's `subTotal`; unit price times quantity only when it sent none.
 */
export function entryPrices(entry: CartEntry, currency: string): { unit: Money; line: Money } | undefined {
  if (entry.purchasePriceCents === undefined) return undefined;
  return {
    unit: money(entry.purchasePriceCents, currency),
    line: entrySubTotal(entry, currency) ?? money(entry.purchasePriceCents * entry.quantity, currency),
  };
}

/**
 * The chosen variant as "Size: M, Colour: Oat" ('' for a product without options), the pairs
 * separated as the page's locale lists them ("サイズ: M、カラー: 白").
 */
export function variantText(entry: CartEntry, locale = 'en'): string {
  return Object.entries(entry.chosenVariant?.attributes ?? {})
    .map(([option, value]) => `${option}: ${value}`)
    .join(listSeparator(locale));
}

interface EntryFormAnswer {
  readonly label: string;
  /** The field kind (address, checkbox, date, ...; text when unknown) for the summary helper. */
  readonly type: string;
  readonly value?: unknown;
  readonly values?: unknown;
}

function parseMaybeJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw.trim() === '' ? undefined : raw;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the cart page knows of one question of an entry's custom form. */
export interface AnswerField {
  readonly label: string;
  readonly type: string;
}

function isUnanswered(answer: unknown): boolean {
  if (answer === undefined || answer === null) return true;
  if (typeof answer === 'string') return answer.trim() === '';
  if (Array.isArray(answer)) return answer.length === 0;
  if (isRecord(answer)) return Object.values(answer).every(isUnanswered);
  return false;
}

/**
 * An entry's custom form answers, read-only. The platform keeps them as JSON text: a list of
 * fields ({ label | title, type, value | values }), a { fields: [...] } wrapper, or a plain
 * map of field id (or label) to answer, the shape our custom form sends. For a map, `fields`
 * (from the form's definition, when loaded) gives each id its question and kind; hidden
 * fields and unanswered questions are left out. Anything else gives no answers rather than a
 * broken cart line.
 */
export function entryFormAnswers(
  entry: CartEntry,
  fields?: ReadonlyMap<string, AnswerField>,
): EntryFormAnswer[] {
  let data = parseMaybeJson(entry.additionalFields);
  if (isRecord(data) && Array.isArray(data.fields)) data = data.fields;
  if (Array.isArray(data)) {
    return data.filter(isRecord).flatMap((field) => {
      const label = field.label ?? field.title ?? field.name;
      if (typeof label !== 'string' || label.trim() === '') return [];
      return [
        {
          label,
          type: typeof field.type === 'string' ? field.type : 'text',
          ...(field.value !== undefined ? { value: field.value } : {}),
          ...(field.values !== undefined ? { values: field.values } : {}),
        },
      ];
    });
  }
  if (isRecord(data)) {
    return Object.entries(data).flatMap(([key, answer]): EntryFormAnswer[] => {
      const field = fields?.get(key);
      if (field?.type === 'hidden' || isUnanswered(answer)) return [];
      const label = field?.label || key;
      // Multi-part answers (name, address, likert...) are read part by part by the summary.
      if (field && isRecord(answer)) return [{ label, type: field.type, values: answer }];
      return [{ label, type: field?.type ?? 'text', value: answer }];
    });
  }
  return [];
}

/** The custom form an entry's answers can be edited with; undefined when it names none. */
export function entryFormId(entry: CartEntry): string | undefined {
  const formId = entry.additionalFieldsFormId?.trim();
  return formId ? formId : undefined;
}

/** A tab that was hidden at least this long re-reads the cart once when it is shown again. */
export const CART_REREAD_AFTER_HIDDEN_MS = 30_000;

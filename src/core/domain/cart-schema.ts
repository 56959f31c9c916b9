// The shopping cart as the platform returns it (spec 3). Prices are in cents. Entries are read
// one by one: a cart outlives the products in it (a deleted product, a renamed field), so one
// malformed entry never costs the rest. Nullish or malformed optional fields become absent; an
// entry without what a line needs (its id, product id and a whole quantity) is set aside with
// what was wrong, and still shown (as an unavailable item the shopper can remove) so the page
// agrees with the platform's totals, which are kept as the platform sent them.

import { own } from '../base/own.ts';
import { MoneySchema } from './product-schema.ts';
import { keepGoodFields, z } from './zod.ts';

/** A cart amount the page shows when the platform sends it; a malformed one is left out. */
const optionalCents = () => z.catch(z.optional(z.number()), undefined);
/** Coupons, tax rules, a shipping option: shapes the spec does not give, read by their words. */
const optionalList = () => z.catch(z.optional(z.array(z.unknown())), undefined);

export const CartEntrySchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  itemId: z.string(),
  chosenVariant: z.optional(
    z.looseObject({ sku: z.optional(z.string()), attributes: z.optional(z.record(z.string(), z.string())) }),
  ),
  quantity: z.number().check(z.int(), z.positive()),
  title: z.optional(z.string()),
  purchasePriceCents: z.optional(z.number()),
  /**
   * The line's total as the platform computed it (spec 3): cents, or a Money value. Read, not
   * recomputed, so a line discount or rounding the platform applied shows as it will be charged.
   */
  subTotal: z.catch(z.optional(z.union([z.number(), MoneySchema])), undefined),
  /** The product's image, when the platform names one on the entry (for the line's thumbnail). */
  imageUrl: z.optional(z.string()),
  /** The product page, when the platform names it on the entry (for the line's link). */
  productUrl: z.optional(z.string()),
  /** The entry's custom form answers (JSON text, or already parsed), when it has a form. */
  additionalFields: z.optional(z.nullable(z.unknown())),
  /**
   * The product's custom form, when the platform names it on the entry (the spec does not say
   * it does; docs/architecture.md): the cart page offers Edit only for entries that carry it.
   */
  additionalFieldsFormId: z.optional(z.nullable(z.string())),
});

export type CartEntry = z.infer<typeof CartEntrySchema>;

/** An entry the cart could not make a line of: what is known of it, and why it was set aside. */
const SetAsideEntrySchema = z.object({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  quantity: z.optional(z.number()),
  problem: z.string(),
});
export type SetAsideEntry = z.infer<typeof SetAsideEntrySchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The part of an unreadable entry worth keeping: enough to name it and to remove it. */
function setAside(raw: unknown, problem: string): SetAsideEntry {
  const known = isRecord(raw) ? raw : {};
  return {
    ...(typeof known.id === 'string' && known.id !== '' ? { id: known.id } : {}),
    ...(typeof known.title === 'string' && known.title.trim() !== '' ? { title: known.title } : {}),
    ...(typeof known.quantity === 'number' && Number.isFinite(known.quantity)
      ? { quantity: known.quantity }
      : {}),
    problem,
  };
}

/** One entry read on its own: a line, or what is left of it when it cannot be one. */
export function readCartEntry(
  raw: unknown,
): { readonly entry: CartEntry } | { readonly setAside: SetAsideEntry } {
  if (!isRecord(raw)) return { setAside: setAside(raw, 'not an object') };
  const whole = CartEntrySchema.safeParse(raw);
  if (whole.success) return { entry: whole.data };
  const problems: string[] = [];
  const kept = keepGoodFields(CartEntrySchema, raw, (path, problem) => {
    if (path === 'id' || path === 'itemId' || path === 'quantity') problems.push(`${path}: ${problem}`);
  });
  const parsed = CartEntrySchema.safeParse(kept);
  if (parsed.success) return { entry: parsed.data };
  const missing = ['id', 'itemId', 'quantity'].filter((key) => own(raw, key) == null);
  const problem = problems[0] ?? (missing.length > 0 ? `${missing.join(', ')} missing` : 'unreadable');
  return { setAside: setAside(raw, problem) };
}

/** Splits the platform's entries into lines and entries set aside (plus those already set aside). */
function readEntries(value: { entries: unknown[]; setAside?: SetAsideEntry[] | undefined }): {
  entries: CartEntry[];
  setAside: SetAsideEntry[];
} {
  const entries: CartEntry[] = [];
  const aside: SetAsideEntry[] = [...(value.setAside ?? [])];
  for (const raw of value.entries) {
    const read = readCartEntry(raw);
    if ('entry' in read) entries.push(read.entry);
    else aside.push(read.setAside);
  }
  return { entries, setAside: aside };
}

export const CartSchema = z.pipe(
  z.looseObject({
    id: z.catch(z.optional(z.string()), undefined),
    websiteId: z.optional(z.string()),
    entries: z._default(z.array(z.unknown()), []),
    /** Entries another tab set aside (tab sync carries them so both tabs show the same page). */
    setAside: z.optional(z.catch(z.array(SetAsideEntrySchema), [])),
    subtotalCents: z._default(z.number(), 0),
    grandTotalCents: optionalCents(),
    discountCents: optionalCents(),
    taxCents: optionalCents(),
    shippingCostCents: optionalCents(),
    coupons: optionalList(),
    validCoupons: optionalList(),
    invalidCoupons: optionalList(),
    applicableTaxRules: optionalList(),
    selectedShippingOption: z.catch(z.optional(z.nullable(z.unknown())), undefined),
    totalQuantity: z._default(z.number(), 0),
    isPurchased: z.optional(z.boolean()),
    subtotal: z.catch(
      z.optional(z.looseObject({ value: z.optional(z.string()), currency: z.optional(z.string()) })),
      undefined,
    ),
  }),
  z.transform((cart) => {
    const { entries, setAside: aside } = readEntries(cart);
    const { setAside: _incoming, entries: _raw, ...rest } = cart;
    const read: typeof rest & { entries: CartEntry[]; setAside?: SetAsideEntry[] } = { ...rest, entries };
    if (aside.length > 0) read.setAside = aside;
    return read;
  }),
);

export type Cart = z.output<typeof CartSchema>;

/** One console-ready sentence on a cart's set-aside entries ('' when there are none). */
export function describeSetAside(cart: Cart): string {
  const aside = cart.setAside ?? [];
  if (aside.length === 0) return '';
  const total = aside.length + cart.entries.length;
  const reasons = aside.map((entry) => `${entry.id ?? '(no id)'}: ${entry.problem}`).join('; ');
  return `${aside.length} of ${total} cart entries set aside, shown as unavailable (${reasons})`;
}

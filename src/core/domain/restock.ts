// Back-in-stock sign-up rules (spec 3, 4, 5): when a product offers the restock form and the
// payload the platform receives (the email rule is forms/validation.ts validateRestockEmail).
// Pure: the island and the store use it.
import type { Merchandising } from './context-schema.ts';
import type { Product, Variant } from './product.ts';
import { tracksStock } from './product-rules.ts';

/**
 * Where a restock form sits. `restockNotificationViews` lists the views where the merchant
 * turned the form on; 'all' turns it on everywhere. Absent or empty: no restock form.
 */
export const RESTOCK_VIEWS = ['product-detail', 'quick-view', 'product-block'] as const;
export type RestockView = (typeof RESTOCK_VIEWS)[number];
export const RESTOCK_VIEWS_ALL = 'all';
export const DEFAULT_RESTOCK_VIEW: RestockView = 'product-detail';

/** Whether the merchant turned the restock form on for this product in this view. */
export function restockEnabled(merchandising: Merchandising | undefined, view: RestockView): boolean {
  const views = merchandising?.restockNotificationViews ?? [];
  return views.some((entry) => entry === RESTOCK_VIEWS_ALL || entry === view);
}

/**
 * Sold out for the restock form: the chosen variant has none left, or, with no full choice yet,
 * the whole product is sold out. Digital products and gift cards never sell out.
 */
export function isRestockable(product: Product, variant: Variant | undefined): boolean {
  if (!tracksStock(product)) return false;
  if (variant) return variant.stock <= 0;
  return !product.variants.some((candidate) => candidate.stock > 0);
}

/**
 * The variant a sign-up is for: the chosen one, the only one, or none (null: the shopper waits
 * for any variant of a product that is sold out as a whole).
 */
export function restockVariantId(product: Product, variant: Variant | undefined): string | null {
  if (variant) return variant.id;
  return product.variants.length === 1 ? (product.variants[0]?.id ?? null) : null;
}

/**
 * The visitor's current language when a translation tool serves the page: the page context's
 * `translation.language` (e.g. "fr-FR"). Read here, not in the core context schema, so only the
 * restock form pays for it.
 */
export function translationLanguage(context: object): string | undefined {
  const translation = (context as { translation?: unknown }).translation;
  if (typeof translation !== 'object' || translation === null) return undefined;
  const language = (translation as { language?: unknown }).language;
  return typeof language === 'string' && language.trim() !== '' ? language.trim() : undefined;
}

/** Spec 3: the sign-up payload, plus `language` when a translation tool is on the page. */
export interface RestockSignUpPayload {
  readonly isJoinMailingList: boolean;
  readonly productId: string;
  readonly siteVisitorEmail: string;
  readonly variantId: string | null;
  readonly recaptchaEnterpriseV3Token: string | null;
  readonly language?: string;
}

export function restockPayload(input: {
  readonly product: Product;
  readonly variant: Variant | undefined;
  readonly email: string;
  readonly joinMailingList: boolean;
  readonly captchaToken: string | undefined;
  readonly language: string | undefined;
}): RestockSignUpPayload {
  return {
    isJoinMailingList: input.joinMailingList,
    productId: input.product.id,
    siteVisitorEmail: input.email.trim(),
    variantId: restockVariantId(input.product, input.variant),
    recaptchaEnterpriseV3Token: input.captchaToken ?? null,
    ...(input.language ? { language: input.language } : {}),
  };
}

/** Restock sign-up groups (owner side): one per product and variant. */
export function restockGroupKey(group: { productId: string; variantId: string | null }): string {
  return `${group.productId}|${group.variantId ?? ''}`;
}

// The page context the builder writes into <script id="storefront-context">. Every part is
// optional with the spec's defaults, so a page with a partial context still works.
import { MoneySchema } from './product-schema.ts';
import { safeParseKeepingGoodFields, z } from './zod.ts';

const StoreSettingsSchema = z.looseObject({
  multipleQuantityAllowedForServices: z._default(z.boolean(), true),
  selectedCurrency: z._default(z.string(), 'USD'),
  expressCheckout: z._default(z.boolean(), false),
  addToCartText: z.optional(z.string()),
  subscribeText: z.optional(z.string()),
  /** docs/decisions.md "Minimum order": a Money value; checkout is refused while the cart subtotal is below it. */
  minimumOrderSubtotal: z.optional(z.nullable(MoneySchema)),
});

// @test-seam: the mock fixtures are checked against the schema the page context is read with.
export const MerchandisingSchema = z.looseObject({
  restockNotificationViews: z.optional(z.array(z.unknown())),
  restockNotificationMessages: z.optional(z.record(z.string(), z.string())),
  mailingListSignUpEnabled: z.optional(z.boolean()),
  mailingListOptInByDefault: z.optional(z.boolean()),
  scarcityEnabled: z.optional(z.boolean()),
  scarcityTemplateViews: z.optional(z.array(z.unknown())),
  scarcityText: z.optional(z.string()),
  scarcityShownByDefault: z.optional(z.boolean()),
  customSoldOutText: z.optional(z.string()),
});

const InstallmentContextSchema = z.looseObject({
  afterPayAvailable: z.optional(z.boolean()),
  afterPayMin: z.optional(z.union([z.string(), z.number()])),
  afterPayMax: z.optional(z.union([z.string(), z.number()])),
  shopperLanguage: z.optional(z.string()),
  stripeAccountCountry: z.optional(z.string()),
});

/**
 * The confirmed order, on the order-confirmed page (page type 202) only, for order analytics
 * (SPEC 3 "Order (analytics)"). Amounts are in cents, as the platform keeps them.
 */
const OrderContextSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  grandTotalCents: z.number(),
  shippingTotalCents: z._default(z.number(), 0),
  taxTotalCents: z._default(z.number(), 0),
  items: z._default(
    z.array(
      z.looseObject({
        sku: z._default(z.string(), ''),
        productName: z._default(z.string(), ''),
        quantity: z.number(),
        unitPriceCents: z.number(),
      }),
    ),
    [],
  ),
});
export type OrderContext = z.infer<typeof OrderContextSchema>;

/** `[10]`, `["10"]`, `{"site-1": 10}`, `{"site-1": [4, 10]}` or `{"10": true}` -> codes. */
function roleCodes(roles: object): number[] {
  const codes: unknown[] = Array.isArray(roles)
    ? roles
    : Object.entries(roles).flatMap(([key, value]) => (value === true ? [key] : value));
  return [...new Set(codes.map((code) => Number.parseInt(String(code), 10)).filter(Number.isInteger))];
}

export const SiteContextSchema = z.looseObject({
  website: z._default(
    z.looseObject({
      id: z._default(z.string(), ''),
      timeZone: z.optional(z.string()),
      cloneable: z.optional(z.boolean()),
      language: z.optional(z.string()),
    }),
    { id: '' },
  ),
  templateId: z.optional(z.string()),
  templateVersion: z.optional(z.string()),
  pageType: z.optional(z.number()),
  collection: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      title: z.optional(z.string()),
      type: z.optional(z.number()),
      permissionType: z.optional(z.number()),
    }),
  ),
  item: z.optional(
    z.looseObject({
      id: z.optional(z.string()),
      title: z.optional(z.string()),
      recordType: z.optional(z.number()),
    }),
  ),
  authenticatedAccount: z.optional(z.nullable(z.looseObject({ id: z.string() }))),
  /** Role codes (spec 5); a map as some payloads send it is read as a list (`parseSiteContext`). */
  websiteRoles: z.optional(z.array(z.number())),
  /**
   * The site owner's analytics switch (issue 14): "all-off" (visitor analytics, page speed and
   * the error reporter), "analytics-off" (visitor analytics only) or "on" (the default).
   */
  analytics: z.optional(z.enum(['on', 'analytics-off', 'all-off'])),
  cookieSettings: z._default(
    z.looseObject({
      isRestrictiveCookiePolicyEnabled: z._default(z.boolean(), false),
      isCookieBannerEnabled: z._default(z.boolean(), false),
    }),
    { isRestrictiveCookiePolicyEnabled: false, isCookieBannerEnabled: false },
  ),
  websiteSettings: z._default(
    z.looseObject({
      storeSettings: z._default(StoreSettingsSchema, {
        multipleQuantityAllowedForServices: true,
        selectedCurrency: 'USD',
        expressCheckout: false,
      }),
      commentsEnabled: z.optional(z.boolean()),
      simpleLikingEnabled: z.optional(z.boolean()),
      disqusShortname: z.optional(z.string()),
    }),
    {
      storeSettings: {
        multipleQuantityAllowedForServices: true,
        selectedCurrency: 'USD',
        expressCheckout: false,
      },
    },
  ),
  recaptchaEnterpriseContext: z.optional(
    z.looseObject({ recaptchaEnterpriseSiteKey: z.optional(z.string()) }),
  ),
  captchaSettings: z.optional(z.looseObject({ siteKey: z.optional(z.string()) })),
  /** Translated or merchant-customised copy, keyed by catalogue key. */
  strings: z.optional(z.record(z.string(), z.string())),
  merchandising: z._default(z.record(z.string(), MerchandisingSchema), {}),
  installments: z._default(z.record(z.string(), InstallmentContextSchema), {}),
  /**
   * The confirmed order (order-confirmed page). A malformed order is dropped on its own (no
   * order analytics) so it never costs the page its other settings.
   */
  order: z.catch(z.optional(OrderContextSchema), undefined),
  /**
   * Where the installment provider's modal HTML is fetched (not given by the spec): a template
   * with {locale} (en_US), {language} and {country}; default DEFAULT_INSTALLMENT_MODAL_URL.
   */
  installmentModalUrl: z.optional(z.string()),
  /** Where the platform API lives; defaults to the page origin's /api/. */
  apiRoot: z.optional(z.string()),
  /**
   * Origins besides the page's own that may receive the CSRF crumb with a write, for an apiRoot
   * on another origin of the same site (e.g. "https://api.example.com"). None by default.
   */
  crumbOrigins: z.optional(z.array(z.string())),
});

export type SiteContext = z.infer<typeof SiteContextSchema>;

/**
 * The top-level page context keys Storefront knows besides the schema's: `dataLayer` (the
 * analytics chunk reads it) and the spec's site context fields it accepts unread. Any other key is
 * a slip, warned about with the nearest known one (issue 49.10).
 */
export const OTHER_CONTEXT_KEYS: readonly string[] = ['dataLayer', 'product', 'shareButtonOptions'];
export type StoreSettings = SiteContext['websiteSettings']['storeSettings'];
export type Merchandising = z.infer<typeof MerchandisingSchema>;

export const DEFAULT_CONTEXT: SiteContext = SiteContextSchema.parse({});

/**
 * The page context field by field: each bad field is dropped with a warning naming it and what
 * was expected, the rest is kept (defaults fill the gaps; every field is optional or has one, so
 * what is left always parses). `websiteRoles` may be a list or a map. A currency or language
 * `Intl` rejects falls back to USD / en-US with a warning, so formatting money cannot throw.
 */
export function parseSiteContext(input: object, warn: (problem: string) => void): SiteContext {
  const drop = (path: string, problem: string) =>
    warn(`page context field "${path}" is ignored: ${problem}.`);
  const roles = (input as { websiteRoles?: unknown }).websiteRoles;
  const fields = roles && typeof roles === 'object' ? { ...input, websiteRoles: roleCodes(roles) } : input;
  const read = safeParseKeepingGoodFields(SiteContextSchema, fields, drop);
  // Every field is optional or has a default, so what is left after dropping always parses.
  if (!read.success) throw read.error;
  const context = read.data;
  // Intl throws RangeError on a currency or language it does not know. Both objects came from
  // the input (the defaults are valid), so changing them is safe.
  const { website } = context;
  const store = context.websiteSettings.storeSettings;
  const rejects = (path: string, value: string, use: () => unknown) => {
    try {
      use();
    } catch {
      drop(path, `Intl rejects "${value}"; using the default`);
      return true;
    }
  };
  const { language } = website;
  if (language && rejects('website.language', language, () => Intl.getCanonicalLocales(language))) {
    website.language = undefined;
  }
  const currency = store.selectedCurrency;
  if (!isWellFormedCurrencyCode(currency)) {
    drop('websiteSettings.storeSettings.selectedCurrency', `Intl rejects "${currency}"; using the default`);
    store.selectedCurrency = 'USD';
  }
  return context;
}

/**
 * Whether Intl.NumberFormat takes this currency: ECMA-402's IsWellFormedCurrencyCode, three
 * ASCII letters, any case. Checked by the rule rather than by building a formatter, which costs
 * a cold ICU load at start (measured: 123 ms of a 220 ms start task at 4x CPU).
 */
export function isWellFormedCurrencyCode(currency: string): boolean {
  return /^[a-z]{3}$/i.test(currency);
}

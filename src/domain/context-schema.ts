// The page context the builder writes into <script id="storefront-context">. Every part is
// optional with the spec's defaults, so a page with a partial context still works.
import { z } from './zod.ts';

const StoreSettingsSchema = z.looseObject({
  multipleQuantityAllowedForServices: z._default(z.boolean(), true),
  selectedCurrency: z._default(z.string(), 'USD'),
  expressCheckout: z._default(z.boolean(), false),
  addToCartText: z.optional(z.string()),
  subscribeText: z.optional(z.string()),
});

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

export const InstallmentContextSchema = z.looseObject({
  afterPayAvailable: z.optional(z.boolean()),
  afterPayMin: z.optional(z.union([z.string(), z.number()])),
  afterPayMax: z.optional(z.union([z.string(), z.number()])),
  shopperLanguage: z.optional(z.string()),
  stripeAccountCountry: z.optional(z.string()),
});

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
  websiteRoles: z.optional(z.array(z.number())),
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
  /** Where the platform API lives; defaults to the page origin's /api/. */
  apiRoot: z.optional(z.string()),
});

export type SiteContext = z.infer<typeof SiteContextSchema>;
export type StoreSettings = SiteContext['websiteSettings']['storeSettings'];
export type Merchandising = z.infer<typeof MerchandisingSchema>;

export const DEFAULT_CONTEXT: SiteContext = SiteContextSchema.parse({});

// The product item as the platform's page data carries it. Loose on purpose: the platform sends
// many more fields than the storefront reads, and unknown ones must not break parsing.
import { z } from './zod.ts';

export const MoneySchema = z.looseObject({
  value: z.optional(z.union([z.string(), z.number()])),
  currency: z.optional(z.string()),
  decimalValue: z.optional(z.union([z.string(), z.number()])),
  currencyCode: z.optional(z.string()),
});
export type MoneyInput = z.infer<typeof MoneySchema>;

const VariantSchema = z.looseObject({
  id: z.optional(z.string()),
  sku: z.optional(z.string()),
  price: z.optional(z.number()),
  salePrice: z.optional(z.number()),
  priceMoney: z.optional(MoneySchema),
  salePriceMoney: z.optional(MoneySchema),
  onSale: z.optional(z.boolean()),
  qtyInStock: z.optional(z.number()),
  unlimited: z.optional(z.boolean()),
  attributes: z.optional(z.record(z.string(), z.string())),
  optionValues: z.optional(z.array(z.looseObject({ optionName: z.optional(z.string()), value: z.string() }))),
});
export type VariantInput = z.infer<typeof VariantSchema>;

const SubscriptionPlanSchema = z.looseObject({
  billingPeriod: z.object({
    value: z.number(),
    unit: z.enum(['WEEK', 'MONTH', 'YEAR']),
  }),
  numBillingCycles: z.optional(z.nullable(z.number())),
});

export const ProductItemSchema = z.looseObject({
  id: z.string(),
  title: z.optional(z.string()),
  name: z.optional(z.string()),
  collectionId: z.optional(z.string()),
  recordType: z.optional(z.number()),
  productType: z.optional(z.number()),
  fullUrl: z.optional(z.string()),
  assetUrl: z.optional(z.string()),
  variants: z.optional(z.array(VariantSchema)),
  variantOptionOrdering: z.optional(z.array(z.string())),
  isSubscribable: z.optional(z.boolean()),
  subscribable: z.optional(z.boolean()),
  useCustomAddButtonText: z.optional(z.boolean()),
  customAddButtonText: z.optional(z.string()),
  additionalFieldsFormId: z.optional(z.nullable(z.string())),
  /** The custom form itself, when the platform sends it inline (the form kit reads it). */
  additionalFieldsForm: z.optional(z.nullable(z.unknown())),
  structuredContent: z.optional(
    z.looseObject({
      productType: z.optional(z.number()),
      variants: z.optional(z.array(VariantSchema)),
      priceMoney: z.optional(MoneySchema),
      salePriceMoney: z.optional(MoneySchema),
      onSale: z.optional(z.boolean()),
      isSubscribable: z.optional(z.boolean()),
      subscriptionPlan: z.optional(z.nullable(SubscriptionPlanSchema)),
      productSubscriptionOptions: z.optional(z.array(z.looseObject({ id: z.string() }))),
    }),
  ),
});
export type ProductItemInput = z.infer<typeof ProductItemSchema>;

// The normalised product the widgets work with: one variant list, money as minor units,
// stock as a number (Infinity when unlimited), option names in display order.

import { own, setOwn } from '../base/own.ts';
import { DEFAULT_CURRENCY } from './currency.ts';
import { ProductType, type ProductTypeCode } from './enums.ts';
import { type Money, money, parseMajorUnits } from './money.ts';
import type { MoneyInput, ProductItemInput, VariantInput } from './product-schema.ts';

// The spec's enumeration lives in enums.ts; re-exported here for the product rules' callers.
export { ProductType, type ProductTypeCode };

export interface Variant {
  readonly id: string;
  readonly sku: string;
  readonly price: Money;
  readonly salePrice: Money;
  readonly onSale: boolean;
  /** Units available; Infinity when the variant is unlimited. */
  readonly stock: number;
  readonly attributes: Readonly<Record<string, string>>;
  /** The platform's subscription pricing options, unread here (pricing-options.ts reads them). */
  readonly pricingOptions?: unknown;
}

interface SubscriptionPlan {
  readonly billingPeriod: { readonly value: number; readonly unit: 'WEEK' | 'MONTH' | 'YEAR' };
  readonly numBillingCycles?: number;
}

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly type: ProductTypeCode;
  readonly url: string | undefined;
  readonly imageUrl: string | undefined;
  readonly variants: readonly Variant[];
  /** Option names in the merchant's order, each with its values in first-seen order. */
  readonly options: readonly { readonly name: string; readonly values: readonly string[] }[];
  readonly subscribable: boolean;
  readonly subscriptionPlan: SubscriptionPlan | undefined;
  readonly subscriptionOptionIds: readonly string[];
  readonly customAddButtonText: string | undefined;
  readonly additionalFieldsFormId: string | undefined;
  /**
   * The custom form's definition as the product item carried it inline (spec 3), unread: the form
   * kit parses it when the form opens, which then needs no GetTemplateSchema call.
   */
  readonly additionalFieldsForm?: unknown;
  /** Digital products carry their sale flag and prices on the product itself. */
  readonly onSaleFlag: boolean;
  readonly price: Money;
  readonly salePrice: Money;
}

function toMoney(input: MoneyInput | undefined, fallbackCurrency: string): Money | undefined {
  if (!input) return undefined;
  const currency = input.currency ?? input.currencyCode ?? fallbackCurrency;
  const value = input.value ?? input.decimalValue;
  return value === undefined ? money(0, currency) : parseMajorUnits(value, currency);
}

function toVariant(input: VariantInput, index: number, productId: string, currency: string): Variant {
  const price = toMoney(input.priceMoney, currency) ?? money(input.price ?? 0, currency);
  const salePrice =
    toMoney(input.salePriceMoney, price.currency) ?? money(input.salePrice ?? 0, price.currency);
  const attributes: Record<string, string> = { ...input.attributes };
  for (const option of input.optionValues ?? []) {
    if (option.optionName && !Object.hasOwn(attributes, option.optionName))
      setOwn(attributes, option.optionName, option.value);
  }
  return {
    id: input.id ?? `${productId}-${index}`,
    sku: input.sku ?? input.id ?? `${productId}-${index}`,
    price,
    salePrice,
    onSale: input.onSale === true,
    stock: input.unlimited ? Number.POSITIVE_INFINITY : Math.max(0, input.qtyInStock ?? 0),
    attributes,
    pricingOptions: input.pricingOptions,
  };
}

function toProductType(code: number | undefined): ProductTypeCode {
  const known = Object.values(ProductType) as number[];
  return (code !== undefined && known.includes(code) ? code : ProductType.PHYSICAL) as ProductTypeCode;
}

export function normalizeProduct(item: ProductItemInput, storeCurrency: string = DEFAULT_CURRENCY): Product {
  const content = item.structuredContent;
  const variantInputs = item.variants ?? content?.variants ?? [];
  const variants = variantInputs.map((v, i) => toVariant(v, i, item.id, storeCurrency));
  const optionNames = item.variantOptionOrdering ?? [
    ...new Set(variants.flatMap((variant) => Object.keys(variant.attributes))),
  ];
  const options = optionNames.map((name) => ({
    name,
    values: [
      ...new Set(
        variants.map((variant) => own(variant.attributes, name)).filter((v): v is string => Boolean(v)),
      ),
    ],
  }));
  const first = variants[0];
  const price = toMoney(content?.priceMoney, storeCurrency) ?? first?.price ?? money(0, storeCurrency);
  const plan = content?.subscriptionPlan;
  return {
    id: item.id,
    name: item.title ?? item.name ?? '',
    type: toProductType(content?.productType ?? item.productType),
    url: item.fullUrl,
    imageUrl: item.assetUrl,
    variants,
    options,
    subscribable: Boolean(item.isSubscribable ?? item.subscribable ?? content?.isSubscribable),
    subscriptionPlan: plan
      ? {
          billingPeriod: plan.billingPeriod,
          ...(plan.numBillingCycles ? { numBillingCycles: plan.numBillingCycles } : {}),
        }
      : undefined,
    subscriptionOptionIds: (content?.productSubscriptionOptions ?? []).map((option) => option.id),
    customAddButtonText:
      item.useCustomAddButtonText && item.customAddButtonText?.trim() ? item.customAddButtonText : undefined,
    additionalFieldsFormId: item.additionalFieldsFormId ?? undefined,
    // Passed on as sent: the form kit reads it only when it is an object (src/core/store/forms.ts).
    additionalFieldsForm: item.additionalFieldsForm,
    onSaleFlag: content?.onSale === true,
    price,
    salePrice:
      toMoney(content?.salePriceMoney, price.currency) ?? first?.salePrice ?? money(0, price.currency),
  };
}

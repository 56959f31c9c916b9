// Builds normalised products for the buy-flow unit tests without platform JSON noise.
import { money } from './money.ts';
import type { Product, ProductTypeCode, Variant } from './product.ts';

export interface VariantSpec {
  price?: number;
  salePrice?: number;
  onSale?: boolean;
  stock?: number;
  attributes?: Record<string, string>;
}

export function variant(spec: VariantSpec = {}, index = 0): Variant {
  return {
    id: `v${index + 1}`,
    sku: `SKU-${index + 1}`,
    price: money(spec.price ?? 1000),
    salePrice: money(spec.salePrice ?? 0),
    onSale: spec.onSale ?? false,
    stock: spec.stock ?? 5,
    attributes: spec.attributes ?? {},
  };
}

export function product(overrides: Partial<Product> & { variantSpecs?: VariantSpec[] } = {}): Product {
  const { variantSpecs, ...rest } = overrides;
  const variants = rest.variants ?? (variantSpecs ?? [{}]).map((spec, i) => variant(spec, i));
  const names = [...new Set(variants.flatMap((v) => Object.keys(v.attributes)))];
  return {
    id: 'p1',
    name: 'Linen Tee',
    type: 1 as ProductTypeCode,
    url: undefined,
    imageUrl: undefined,
    variants,
    options: names.map((name) => ({
      name,
      values: [...new Set(variants.map((v) => v.attributes[name]).filter((v): v is string => Boolean(v)))],
    })),
    subscribable: false,
    subscriptionPlan: undefined,
    subscriptionOptionIds: [],
    customAddButtonText: undefined,
    additionalFieldsFormId: undefined,
    onSaleFlag: false,
    price: money(1000),
    salePrice: money(0),
    ...rest,
  };
}

// Before its chunk loads (issue 30): a price the provider does not serve (no provider, another
// region, no price), or a product that cannot be bought, shows no installment line; a choice of
// variant with another price, or live stock, can change that.

import { own } from '../../core/base/own.ts';
import { installmentMessage, installmentPrice } from '../../core/domain/installments.ts';
import { isVariantInStock, priceDisplay } from '../../core/domain/product-rules.ts';
import type { IslandFacts } from '../shared/widget-registry.ts';

export function showsNothing({ product, variant, context }: IslandFacts): boolean {
  if (!isVariantInStock(product, variant)) return true;
  const price = installmentPrice(priceDisplay(product, variant));
  return installmentMessage(price, own(context.installments, product.id)) === undefined;
}

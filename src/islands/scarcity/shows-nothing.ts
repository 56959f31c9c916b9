// Before its chunk loads (issue 30): with scarcity turned off for the product, or stock that is
// not counted, unlimited or gone, no message can appear whatever is chosen; live stock that starts counting it
// changes that, and the island then loads.
import { own } from '../../core/base/own.ts';
import { tracksStock } from '../../core/domain/product-rules.ts';
import type { IslandFacts } from '../shared/widget-registry.ts';

export function showsNothing({ product, context }: IslandFacts): boolean {
  if (own(context.merchandising, product.id)?.scarcityEnabled !== true || !tracksStock(product)) return true;
  return product.variants.every((variant) => !Number.isFinite(variant.stock) || variant.stock <= 0);
}

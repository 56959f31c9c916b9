// Before its chunk loads (issue 30): a product in stock, or one whose merchant did not offer the
// form in this view, has no restock form to show, so neither the form nor the form kit loads
// until a choice or live stock makes the product (or the chosen variant) sold out.
import { own } from '../../core/base/own.ts';
import {
  DEFAULT_RESTOCK_VIEW,
  isRestockable,
  type RestockView,
  restockEnabled,
} from '../../core/domain/restock.ts';
import type { IslandFacts } from '../shared/widget-registry.ts';

export function showsNothing({ product, variant, context, attributes }: IslandFacts): boolean {
  const view = (own(attributes, 'view') ?? DEFAULT_RESTOCK_VIEW) as RestockView;
  return !restockEnabled(own(context.merchandising, product.id), view) || !isRestockable(product, variant);
}

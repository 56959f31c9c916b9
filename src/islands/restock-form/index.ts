import { DEFAULT_RESTOCK_VIEW, RESTOCK_VIEWS, type RestockView } from '../../core/domain/restock.ts';
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { RestockForm } from './RestockForm.tsx';

export interface RestockFormOptions {
  /** Which view the form sits in; the product's restockNotificationViews must list it (or 'all'). */
  readonly view: RestockView;
}

export function parseRestockOptions(
  raw: IslandInput<{ readonly attributes?: { readonly view?: RestockView } }>,
): RestockFormOptions {
  const view = raw.attributes.view ?? DEFAULT_RESTOCK_VIEW;
  if (!(RESTOCK_VIEWS as readonly string[]).includes(view))
    throw new IslandOptionsError(`data-view must be one of ${RESTOCK_VIEWS.join(', ')} (got "${view}")`);
  return { view: view as RestockView };
}

export default defineWidget({
  name: 'restock-form',
  scope: 'product',
  strings: ['forms', 'restock'],
  parseOptions: parseRestockOptions,
  Component: RestockForm,
});

// Scope: product
// Options: `data-view` (`product-detail` default, `quick-view`, `product-block`). Lazy. Shown while
// the chosen variant (or the whole product) is sold out and the product's
// `restockNotificationViews` include the view: email ('Email cannot be blank', 'Email is invalid'),
// the mailing-list checkbox, the captcha; 'Signed up!' or the store's text; failures show the
// server's message or 'Unable to submit form. Please try again later.' and keep the email
import { DEFAULT_RESTOCK_VIEW, RESTOCK_VIEWS, type RestockView } from '../../core/domain/restock.ts';
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { RestockForm } from './RestockForm.tsx';

export interface RestockFormOptions {
  /** Which view the form sits in; the product's restockNotificationViews must list it (or 'all'). */
  readonly view: RestockView;
}

export function parseRestockOptions(
  raw: IslandInput<{
    readonly attributes?: {
      /**
       * The view the form sits in: it shows only when the product's `restockNotificationViews`
       * (page context, `merchandising`) list this view or "all".
       * @default product-detail
       */
      readonly view?: RestockView;
    };
  }>,
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
  attributes: { view: true },
  Component: RestockForm,
});

// The rest of the platform commerce plugin's names (formatters.commerce, predicates.commerce of
// the public engine), computed with the product rules the islands use (spec 4) instead of the
// engine's, which read only structuredContent.variants and print cents for money-format (a
// formatter the public engine does not implement). Islands for the same names are in
// engine-islands.ts.
import {
  type Context,
  Formatter,
  type FormatterMap,
  type PredicateMap,
  PredicatePlugin,
  type Variable,
} from '@squarespace/template-engine';
import { ProductType } from '../core/domain/enums.ts';
import { formatMoney } from '../core/domain/money.ts';
import type { Product } from '../core/domain/product.ts';
import { hasVariedPrices, isOnSale, isSoldOut, priceFigures } from '../core/domain/product-rules.ts';
import type { FormAnswerField } from '../core/template/form-answer.ts';
import { escapeHtml } from '../core/template/html.ts';
import { priceText } from '../islands/product-price/price-text.ts';
import { formatterState, type RenderState, renderStateOf } from './engine-context.ts';
import { productOf } from './engine-product-scope.ts';
import { formAnswerHtml } from './fragments.ts';
import { pageStringsOf } from './page-strings.ts';

type PriceText = (product: Product, state: RenderState) => string;

const money = (state: RenderState) => (amount: Parameters<typeof formatMoney>[0]) =>
  escapeHtml(formatMoney(amount, state.renderer.services.locale));

const PRICE_TEXTS: Readonly<Record<string, PriceText>> = {
  // The lowest price a shopper can pay (sale prices counted), as in 'from {fromPrice}'.
  'from-price': (product, state) => money(state)(priceFigures(product).from),
  // The highest normal price, the one a sale price is compared with.
  'normal-price': (product, state) => money(state)(priceFigures(product).normal),
  // The lowest sale price; nothing when nothing is on sale.
  'sale-price': (product, state) => {
    const sale = priceFigures(product).sale;
    return sale ? money(state)(sale) : '';
  },
  // '{price} every month for 1 year' as the price island writes it; nothing for other products.
  'subscription-price': (product, state) => {
    if (!product.subscribable) return '';
    const { services } = state.renderer;
    const strings = pageStringsOf(services);
    const { price } = priceText(product, undefined, undefined, strings, services.locale);
    return price.kind === 'subscription' ? escapeHtml(price.text) : '';
  },
};

class PriceTextFormatter extends Formatter {
  constructor(
    private readonly name: string,
    private readonly text: PriceText,
  ) {
    super();
  }

  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, this.name, first);
    const product = state && productOf(first.node.value, state.renderer.services.currency);
    if (state && !product)
      state.collector.report('bad-input', `formatter "${this.name}" must be applied to a product item`);
    first.set(state && product ? this.text(product, state) : '');
  }
}

/**
 * A custom form's answer on an order summary: the field's title and its answer. The engine's
 * writes style="" (refused by a strict CSP) and the title unescaped.
 */
class SummaryFormFieldFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    const state = formatterState(ctx, 'summary-form-field', first);
    const field = first.node.value as (FormAnswerField & { rawTitle?: unknown; title?: unknown }) | undefined;
    if (!state || typeof field !== 'object' || field === null || typeof field.type !== 'string') {
      state?.collector.report('bad-input', 'formatter "summary-form-field" must be applied to a form field');
      first.set('');
      return;
    }
    const title =
      typeof field.rawTitle === 'string'
        ? field.rawTitle
        : typeof field.title === 'string'
          ? field.title
          : '';
    const strings = pageStringsOf(state.renderer.services);
    const answer = formAnswerHtml(field, args.join(' ') || undefined, {
      strings,
      collector: state.collector,
    });
    first.set(
      `<div class="sf-summary-field"><span class="sf-summary-field__title">${escapeHtml(title)}:</span> ${answer}</div>`,
    );
  }
}

type Rule = (product: Product) => boolean;

const RULES: Readonly<Record<string, Rule>> = {
  'on-sale?': isOnSale,
  'sold-out?': isSoldOut,
  'varied-prices?': hasVariedPrices,
  // More than one variant to choose from; a digital product never has any.
  'has-variants?': (product) => product.type !== ProductType.DIGITAL && product.variants.length > 1,
};

/** A product predicate on the current item; false for anything that is not a product. */
class ProductPredicate extends PredicatePlugin {
  constructor(private readonly rule: Rule) {
    super();
  }

  apply(_args: readonly unknown[], ctx: Context): boolean {
    const currency = renderStateOf(ctx)?.renderer.services.currency ?? 'USD';
    const product = productOf(ctx.node().value, currency);
    return product ? this.rule(product) : false;
  }
}

export const COMMERCE_TEXT_FORMATTERS: FormatterMap = {
  ...Object.fromEntries(
    Object.entries(PRICE_TEXTS).map(([name, text]) => [name, new PriceTextFormatter(name, text)]),
  ),
  'summary-form-field': new SummaryFormFieldFormatter(),
};

export const COMMERCE_PREDICATES: PredicateMap = Object.fromEntries(
  Object.entries(RULES).map(([name, rule]) => [name, new ProductPredicate(rule)]),
);

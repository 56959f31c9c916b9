// What the price island shows for a product and choice, as plain data: the price parts with
// their hidden labels, or one subscription line, plus the status mark words.
import type { Merchandising } from '../../core/domain/context-schema.ts';
import { formatMoney } from '../../core/domain/money.ts';
import { pricingOptionDisplay } from '../../core/domain/pricing-options.ts';
import type { Product, Variant } from '../../core/domain/product.ts';
import { priceDisplay, soldOutText, statusMark } from '../../core/domain/product-rules.ts';
import { type SubscriptionStrings, subscriptionPriceText } from '../../core/domain/subscription.ts';
import { fillTemplate, type Strings } from '../../core/words/strings.ts';

type PriceView =
  | { readonly kind: 'from'; readonly text: string }
  | { readonly kind: 'sale'; readonly sale: string; readonly original: string }
  | { readonly kind: 'regular'; readonly price: string }
  | { readonly kind: 'subscription'; readonly text: string };

interface PriceText {
  readonly price: PriceView;
  readonly mark: { readonly kind: 'sold-out' | 'sale'; readonly text: string } | undefined;
}

export function priceText(
  product: Product,
  variant: Variant | undefined,
  merchandising: Merchandising | undefined,
  strings: Strings & SubscriptionStrings,
  locale: string,
): PriceText {
  // A subscription's price comes from the variants' pricing options when they carry them.
  const display =
    (product.subscribable && pricingOptionDisplay(product, variant)) || priceDisplay(product, variant);
  const format = (amount: Parameters<typeof formatMoney>[0]) => formatMoney(amount, locale);
  let price: PriceView;
  if (display.kind === 'from') {
    price = {
      kind: 'from',
      text: fillTemplate(strings.fromPrice, {
        fromPrice: format(display.from),
      }),
    };
  } else if (display.kind === 'sale') {
    price = {
      kind: 'sale',
      sale: format(display.sale),
      original: format(display.original),
    };
  } else {
    price = { kind: 'regular', price: format(display.price) };
  }
  if (product.subscribable) {
    // One line: '{price} every month for 1 year', or 'Unavailable' when the plan cannot be read.
    const priceString =
      price.kind === 'from'
        ? price.text
        : price.kind === 'sale'
          ? price.sale
          : price.kind === 'regular'
            ? price.price
            : '';
    price = {
      kind: 'subscription',
      text: subscriptionPriceText(priceString, product.subscriptionPlan, strings, locale),
    };
  }
  const status = statusMark(product, variant);
  const mark =
    status === 'sold-out'
      ? {
          kind: status,
          text: soldOutText(merchandising?.customSoldOutText, strings.soldOutMark),
        }
      : status === 'sale'
        ? { kind: status, text: strings.saleMark }
        : undefined;
  return { price, mark };
}

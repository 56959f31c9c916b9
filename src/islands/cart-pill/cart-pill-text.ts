// What the cart pill shows and says for a given cart (spec 4: hidden at 0, '100+' above 100).
import { pluralText } from '../../core/words/plural.ts';
import { fillTemplate, type Strings } from '../../core/words/strings.ts';

const CART_PILL_OVERFLOW_AT = 100;

interface CartPillText {
  readonly hidden: boolean;
  readonly count: string;
  readonly label: string;
}

export function cartPillText(
  totalQuantity: number,
  subtotal: string,
  strings: Strings,
  locale = 'en',
): CartPillText {
  if (totalQuantity > CART_PILL_OVERFLOW_AT) {
    // The spec's words, and the subtotal every other count says too.
    const label = fillTemplate(strings.cartPillWithSubtotal, {
      items: strings.cartPillOverflowLabel,
      subtotal,
    });
    return { hidden: false, count: strings.cartPillOverflow, label };
  }
  const template = pluralText(
    strings,
    { one: 'cartPillLabelOne', other: 'cartPillLabel' },
    totalQuantity,
    locale,
  );
  return {
    hidden: totalQuantity <= 0,
    count: String(Math.max(0, totalQuantity)),
    label: fillTemplate(template, { count: totalQuantity, subtotal }),
  };
}

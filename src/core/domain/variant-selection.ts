// Variant selection (spec 5): the variant a selection names, which options are still missing
// and the message for them, and which option values are sold out given the other choices.

import { own } from '../base/own.ts';
import { fillTemplate, type Strings } from '../words/strings.ts';
import type { Product, Variant } from './product.ts';
import { ProductType } from './product.ts';

export type Selection = Readonly<Record<string, string>>;

/** Options the shopper still has to choose, in the merchant's order. */
export function missingOptions(product: Product, selected: Selection): string[] {
  return product.options.map((option) => option.name).filter((name) => !own(selected, name));
}

/** The variant whose attributes equal the selection on every option; undefined if none. */
export function matchingVariant(product: Product, selected: Selection): Variant | undefined {
  if (product.options.length === 0) return product.variants.length === 1 ? product.variants[0] : undefined;
  if (missingOptions(product, selected).length > 0) return undefined;
  return product.variants.find((variant) =>
    product.options.every((option) => own(variant.attributes, option.name) === own(selected, option.name)),
  );
}

/**
 * How the locale separates the items of a list ("、" in Japanese, ", " in English), taken from
 * Intl.ListFormat; the catalogue's words say the final "and".
 */
export function listSeparator(locale: string): string {
  try {
    // The literal between the first two items: "a, b, and c" -> ", ".
    return new Intl.ListFormat(locale).formatToParts(['a', 'b', 'c'])[1]?.value ?? ', ';
  } catch {
    return ', '; // a tag Intl cannot read ("fr_CA")
  }
}

/** A Hebrew letter (the Hebrew block and its presentation forms). */
const HEBREW = /^[\u0590-\u05FF\uFB1D-\uFB4F]/;

/**
 * The value for `{placeholder}` in `template`, joined as the language joins it. Hebrew writes its
 * conjunction ו ('and') as a prefix of the next word ('מידה וצבע'), but before a word that is not
 * Hebrew (a Latin option name, a number) it takes a hyphen: 'Size ו-Colour', as Intl.ListFormat
 * joins them. Only a ו standing alone before the placeholder is that conjunction.
 */
function conjoined(template: string, placeholder: string, value: string): string {
  const joined = new RegExp(`(^|[\\s\\p{P}])ו\\{${placeholder}\\}`, 'u').test(template);
  return joined && value !== '' && !HEBREW.test(value) ? `-${value}` : value;
}

/**
 * 'Please select the Size option.', '... the Size and Colour options.', and for three or more
 * '... the Size, Colour, and Fit options.' (the names separated as the page's locale lists them).
 */
export function missingOptionsMessage(
  names: readonly string[],
  strings: Pick<Strings, 'selectOneOption' | 'selectTwoOptions' | 'selectManyOptions'>,
  locale = 'en',
): string {
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return fillTemplate(strings.selectOneOption, { option: first });
  if (names.length === 2) {
    const template = strings.selectTwoOptions;
    return fillTemplate(template, { option1: first, option2: conjoined(template, 'option2', second) });
  }
  const template = strings.selectManyOptions;
  return fillTemplate(template, {
    options: names.slice(0, -1).join(listSeparator(locale)),
    lastOption: conjoined(template, 'lastOption', names.at(-1) ?? ''),
  });
}

/**
 * Values of `option` that cannot be bought given the shopper's other choices: every variant with
 * that value (and the other chosen values) is out of stock, or there is no such variant.
 * Digital products and gift cards never sell out.
 */
export function soldOutValues(product: Product, selected: Selection, option: string): Set<string> {
  const soldOut = new Set<string>();
  if (product.type !== ProductType.PHYSICAL && product.type !== ProductType.SERVICE) return soldOut;
  const others = product.options.filter((o) => o.name !== option && own(selected, o.name));
  const values = product.options.find((o) => o.name === option)?.values ?? [];
  for (const value of values) {
    const candidates = product.variants.filter(
      (variant) =>
        own(variant.attributes, option) === value &&
        others.every((o) => own(variant.attributes, o.name) === own(selected, o.name)),
    );
    if (!candidates.some((variant) => variant.stock > 0)) soldOut.add(value);
  }
  return soldOut;
}

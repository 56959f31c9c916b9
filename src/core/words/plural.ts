// Counted messages in any language: the English catalogue has a 'one' and an 'other' key for
// each (commentsOne / commentsMany...); a language whose plural rules have more forms adds them
// to its 'other' key as `key#few`, `key#many`, `key#two` or `key#zero` (Polish, Hebrew...).
// Intl.PluralRules picks the form, so "2 produkty" and "5 produktów" both come out right.
// Zero is handled on its own where the rules call it 'one' (French, Portuguese): `key#zero`, else
// the 'other' key.
import { own } from '../base/own.ts';

/** The words for `count`: the 'one' key, the language's extra form for it, or the 'other' key. */
export function pluralText<K extends string>(
  strings: Readonly<Record<K, string>>,
  forms: { readonly one: K; readonly other: K },
  count: number,
  locale: string,
): string {
  const extra = (category: string) =>
    own(strings as Readonly<Record<string, string>>, `${forms.other}#${category}`);
  const rules = new Intl.PluralRules(locale);
  // Where 0 is 'one' (fr, pt) the 'one' key, which says "1", would print "1 comment" for none.
  const category = count === 0 && rules.select(0) === 'one' ? 'zero' : rules.select(count);
  if (category === 'one') return strings[forms.one];
  return extra(category) ?? strings[forms.other];
}

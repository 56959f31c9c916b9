// The server renders islands and template helpers with one set of words: the page's main
// catalogue (services.strings), the form group (form-answer summaries), the subscription group
// (the subscription-price formatter) and the template helpers'
// group ('template', which no browser bundle carries), all in the page's language with the page
// context's overrides.

import type { SubscriptionStrings } from '../core/domain/subscription.ts';
import type { Services } from '../core/store/services.ts';
import { defaultStrings, resolveCatalogue, type Strings } from '../core/words/strings.ts';
import { type FormStrings, formStrings } from '../core/words/strings-forms.ts';
import { subscriptionStrings } from '../core/words/strings-subscription.ts';
import { type TemplateStrings, templateStrings } from '../core/words/strings-template.ts';

export type PageStrings = Strings & FormStrings & SubscriptionStrings & TemplateStrings;

/** English, with no overrides: for helpers called outside a page. */
export const englishPageStrings: PageStrings = {
  ...defaultStrings,
  ...formStrings,
  ...subscriptionStrings,
  ...templateStrings,
};

const resolved = new WeakMap<Services, PageStrings>();

/** The page's words for the server half: resolved once per page's services. */
export function pageStringsOf(services: Services): PageStrings {
  let strings = resolved.get(services);
  if (!strings) {
    const { language, context } = services;
    strings = {
      ...services.strings,
      ...resolveCatalogue(formStrings, language.translation('forms'), context.strings),
      ...resolveCatalogue(subscriptionStrings, language.translation('subscription'), context.strings),
      ...resolveCatalogue(templateStrings, language.translation('template'), context.strings),
    };
    resolved.set(services, strings);
  }
  return strings;
}

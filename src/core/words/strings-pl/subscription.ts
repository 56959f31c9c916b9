// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const plSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} co tydzień',
  subscriptionEveryMonth: '{priceString} co miesiąc',
  subscriptionEveryYear: '{priceString} co rok',
  subscriptionEveryNWeeks: '{priceString} co {billingPeriodValue} tygodnia',
  'subscriptionEveryNWeeks#few': '{priceString} co {billingPeriodValue} tygodnie',
  'subscriptionEveryNWeeks#many': '{priceString} co {billingPeriodValue} tygodni',
  subscriptionEveryNMonths: '{priceString} co {billingPeriodValue} miesiąca',
  'subscriptionEveryNMonths#few': '{priceString} co {billingPeriodValue} miesiące',
  'subscriptionEveryNMonths#many': '{priceString} co {billingPeriodValue} miesięcy',
  subscriptionEveryNYears: '{priceString} co {billingPeriodValue} roku',
  'subscriptionEveryNYears#few': '{priceString} co {billingPeriodValue} lata',
  'subscriptionEveryNYears#many': '{priceString} co {billingPeriodValue} lat',
  subscriptionForOneWeek: 'przez 1 tydzień',
  subscriptionForOneMonth: 'przez 1 miesiąc',
  subscriptionForOneYear: 'przez 1 rok',
  subscriptionForNWeeks: 'przez {durationValue} tygodnia',
  'subscriptionForNWeeks#few': 'przez {durationValue} tygodnie',
  'subscriptionForNWeeks#many': 'przez {durationValue} tygodni',
  subscriptionForNMonths: 'przez {durationValue} miesiąca',
  'subscriptionForNMonths#few': 'przez {durationValue} miesiące',
  'subscriptionForNMonths#many': 'przez {durationValue} miesięcy',
  subscriptionForNYears: 'przez {durationValue} roku',
  'subscriptionForNYears#few': 'przez {durationValue} lata',
  'subscriptionForNYears#many': 'przez {durationValue} lat',
  subscriptionWithDuration: '{period} {duration}',
};

export default plSubscription;

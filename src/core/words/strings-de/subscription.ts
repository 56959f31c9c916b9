// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const deSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} pro Woche',
  subscriptionEveryMonth: '{priceString} pro Monat',
  subscriptionEveryYear: '{priceString} pro Jahr',
  subscriptionEveryNWeeks: '{priceString} alle {billingPeriodValue} Wochen',
  subscriptionEveryNMonths: '{priceString} alle {billingPeriodValue} Monate',
  subscriptionEveryNYears: '{priceString} alle {billingPeriodValue} Jahre',
  subscriptionForOneWeek: 'für 1 Woche',
  subscriptionForOneMonth: 'für 1 Monat',
  subscriptionForOneYear: 'für 1 Jahr',
  subscriptionForNWeeks: 'für {durationValue} Wochen',
  subscriptionForNMonths: 'für {durationValue} Monate',
  subscriptionForNYears: 'für {durationValue} Jahre',
  subscriptionWithDuration: '{period} {duration}',
};

export default deSubscription;

// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const svSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} i veckan',
  subscriptionEveryMonth: '{priceString} i månaden',
  subscriptionEveryYear: '{priceString} om året',
  subscriptionEveryNWeeks: '{priceString} med {billingPeriodValue} veckors intervall',
  subscriptionEveryNMonths: '{priceString} med {billingPeriodValue} månaders intervall',
  subscriptionEveryNYears: '{priceString} med {billingPeriodValue} års intervall',
  subscriptionForOneWeek: 'i 1 vecka',
  subscriptionForOneMonth: 'i 1 månad',
  subscriptionForOneYear: 'i 1 år',
  subscriptionForNWeeks: 'i {durationValue} veckor',
  subscriptionForNMonths: 'i {durationValue} månader',
  subscriptionForNYears: 'i {durationValue} år',
  subscriptionWithDuration: '{period} {duration}',
};

export default svSubscription;

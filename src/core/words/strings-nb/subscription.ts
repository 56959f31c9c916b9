// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const nbSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} per uke',
  subscriptionEveryMonth: '{priceString} per måned',
  subscriptionEveryYear: '{priceString} per år',
  subscriptionEveryNWeeks: '{priceString} hver {billingPeriodValue}. uke',
  subscriptionEveryNMonths: '{priceString} hver {billingPeriodValue}. måned',
  subscriptionEveryNYears: '{priceString} hvert {billingPeriodValue}. år',
  subscriptionForOneWeek: 'i 1 uke',
  subscriptionForOneMonth: 'i 1 måned',
  subscriptionForOneYear: 'i 1 år',
  subscriptionForNWeeks: 'i {durationValue} uker',
  subscriptionForNMonths: 'i {durationValue} måneder',
  subscriptionForNYears: 'i {durationValue} år',
  subscriptionWithDuration: '{period} {duration}',
};

export default nbSubscription;

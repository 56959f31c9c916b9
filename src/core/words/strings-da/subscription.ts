// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const daSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} om ugen',
  subscriptionEveryMonth: '{priceString} om måneden',
  subscriptionEveryYear: '{priceString} om året',
  subscriptionEveryNWeeks: '{priceString} hver {billingPeriodValue}. uge',
  subscriptionEveryNMonths: '{priceString} hver {billingPeriodValue}. måned',
  subscriptionEveryNYears: '{priceString} hvert {billingPeriodValue}. år',
  subscriptionForOneWeek: 'i 1 uge',
  subscriptionForOneMonth: 'i 1 måned',
  subscriptionForOneYear: 'i 1 år',
  subscriptionForNWeeks: 'i {durationValue} uger',
  subscriptionForNMonths: 'i {durationValue} måneder',
  subscriptionForNYears: 'i {durationValue} år',
  subscriptionWithDuration: '{period} {duration}',
};

export default daSubscription;

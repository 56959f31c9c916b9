// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const esSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} cada semana',
  subscriptionEveryMonth: '{priceString} al mes',
  subscriptionEveryYear: '{priceString} al año',
  subscriptionEveryNWeeks: '{priceString} cada {billingPeriodValue} semanas',
  'subscriptionEveryNWeeks#many': '{priceString} cada {billingPeriodValue} de semanas',
  subscriptionEveryNMonths: '{priceString} cada {billingPeriodValue} meses',
  'subscriptionEveryNMonths#many': '{priceString} cada {billingPeriodValue} de meses',
  subscriptionEveryNYears: '{priceString} cada {billingPeriodValue} años',
  'subscriptionEveryNYears#many': '{priceString} cada {billingPeriodValue} de años',
  subscriptionForOneWeek: 'durante 1 semana',
  subscriptionForOneMonth: 'durante 1 mes',
  subscriptionForOneYear: 'durante 1 año',
  subscriptionForNWeeks: 'durante {durationValue} semanas',
  'subscriptionForNWeeks#many': 'durante {durationValue} de semanas',
  subscriptionForNMonths: 'durante {durationValue} meses',
  'subscriptionForNMonths#many': 'durante {durationValue} de meses',
  subscriptionForNYears: 'durante {durationValue} años',
  'subscriptionForNYears#many': 'durante {durationValue} de años',
  subscriptionWithDuration: '{period} {duration}',
};

export default esSubscription;

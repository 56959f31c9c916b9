// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const ptbrSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} por semana',
  subscriptionEveryMonth: '{priceString} por mês',
  subscriptionEveryYear: '{priceString} por ano',
  subscriptionEveryNWeeks: '{priceString} a cada {billingPeriodValue} semanas',
  'subscriptionEveryNWeeks#many': '{priceString} a cada {billingPeriodValue} de semanas',
  subscriptionEveryNMonths: '{priceString} a cada {billingPeriodValue} meses',
  'subscriptionEveryNMonths#many': '{priceString} a cada {billingPeriodValue} de meses',
  subscriptionEveryNYears: '{priceString} a cada {billingPeriodValue} anos',
  'subscriptionEveryNYears#many': '{priceString} a cada {billingPeriodValue} de anos',
  subscriptionForOneWeek: 'durante 1 semana',
  subscriptionForOneMonth: 'durante 1 mês',
  subscriptionForOneYear: 'durante 1 ano',
  subscriptionForNWeeks: 'durante {durationValue} semanas',
  'subscriptionForNWeeks#many': 'durante {durationValue} de semanas',
  subscriptionForNMonths: 'durante {durationValue} meses',
  'subscriptionForNMonths#many': 'durante {durationValue} de meses',
  subscriptionForNYears: 'durante {durationValue} anos',
  'subscriptionForNYears#many': 'durante {durationValue} de anos',
  subscriptionWithDuration: '{period} {duration}',
};

export default ptbrSubscription;

// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const frSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} chaque semaine',
  subscriptionEveryMonth: '{priceString} chaque mois',
  subscriptionEveryYear: '{priceString} chaque année',
  subscriptionEveryNWeeks: '{priceString} toutes les {billingPeriodValue} semaines',
  'subscriptionEveryNWeeks#many': '{priceString} toutes les {billingPeriodValue} de semaines',
  subscriptionEveryNMonths: '{priceString} tous les {billingPeriodValue} mois',
  'subscriptionEveryNMonths#many': '{priceString} tous les {billingPeriodValue} de mois',
  subscriptionEveryNYears: '{priceString} tous les {billingPeriodValue} ans',
  'subscriptionEveryNYears#many': '{priceString} tous les {billingPeriodValue} d’années',
  subscriptionForOneWeek: 'pendant 1 semaine',
  subscriptionForOneMonth: 'pendant 1 mois',
  subscriptionForOneYear: 'pendant 1 an',
  subscriptionForNWeeks: 'pendant {durationValue} semaines',
  'subscriptionForNWeeks#many': 'pendant {durationValue} de semaines',
  subscriptionForNMonths: 'pendant {durationValue} mois',
  'subscriptionForNMonths#many': 'pendant {durationValue} de mois',
  subscriptionForNYears: 'pendant {durationValue} ans',
  'subscriptionForNYears#many': 'pendant {durationValue} d’années',
  subscriptionWithDuration: '{period} {duration}',
};

export default frSubscription;

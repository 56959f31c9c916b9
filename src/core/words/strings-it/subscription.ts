// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const itSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} a settimana',
  subscriptionEveryMonth: '{priceString} al mese',
  subscriptionEveryYear: '{priceString} all’anno',
  subscriptionEveryNWeeks: '{priceString} ogni {billingPeriodValue} settimane',
  'subscriptionEveryNWeeks#many': '{priceString} ogni {billingPeriodValue} di settimane',
  subscriptionEveryNMonths: '{priceString} ogni {billingPeriodValue} mesi',
  'subscriptionEveryNMonths#many': '{priceString} ogni {billingPeriodValue} di mesi',
  subscriptionEveryNYears: '{priceString} ogni {billingPeriodValue} anni',
  'subscriptionEveryNYears#many': '{priceString} ogni {billingPeriodValue} di anni',
  subscriptionForOneWeek: 'per 1 settimana',
  subscriptionForOneMonth: 'per 1 mese',
  subscriptionForOneYear: 'per 1 anno',
  subscriptionForNWeeks: 'per {durationValue} settimane',
  'subscriptionForNWeeks#many': 'per {durationValue} di settimane',
  subscriptionForNMonths: 'per {durationValue} mesi',
  'subscriptionForNMonths#many': 'per {durationValue} di mesi',
  subscriptionForNYears: 'per {durationValue} anni',
  'subscriptionForNYears#many': 'per {durationValue} di anni',
  subscriptionWithDuration: '{period} {duration}',
};

export default itSubscription;

// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const nlSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} per week',
  subscriptionEveryMonth: '{priceString} per maand',
  subscriptionEveryYear: '{priceString} per jaar',
  subscriptionEveryNWeeks: '{priceString} elke {billingPeriodValue} weken',
  subscriptionEveryNMonths: '{priceString} elke {billingPeriodValue} maanden',
  subscriptionEveryNYears: '{priceString} elke {billingPeriodValue} jaar',
  subscriptionForOneWeek: 'gedurende 1 week',
  subscriptionForOneMonth: 'gedurende 1 maand',
  subscriptionForOneYear: 'gedurende 1 jaar',
  subscriptionForNWeeks: 'gedurende {durationValue} weken',
  subscriptionForNMonths: 'gedurende {durationValue} maanden',
  subscriptionForNYears: 'gedurende {durationValue} jaar',
  subscriptionWithDuration: '{period} {duration}',
};

export default nlSubscription;

// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const heSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '{priceString} בכל שבוע',
  subscriptionEveryMonth: '{priceString} בכל חודש',
  subscriptionEveryYear: '{priceString} בכל שנה',
  subscriptionEveryNWeeks: '{priceString} כל {billingPeriodValue} שבועות',
  'subscriptionEveryNWeeks#two': '{priceString} כל שבועיים',
  subscriptionEveryNMonths: '{priceString} כל {billingPeriodValue} חודשים',
  'subscriptionEveryNMonths#two': '{priceString} כל חודשיים',
  subscriptionEveryNYears: '{priceString} כל {billingPeriodValue} שנים',
  'subscriptionEveryNYears#two': '{priceString} כל שנתיים',
  subscriptionForOneWeek: 'למשך שבוע',
  subscriptionForOneMonth: 'למשך חודש',
  subscriptionForOneYear: 'למשך שנה',
  subscriptionForNWeeks: 'למשך {durationValue} שבועות',
  'subscriptionForNWeeks#two': 'למשך שבועיים',
  subscriptionForNMonths: 'למשך {durationValue} חודשים',
  'subscriptionForNMonths#two': 'למשך חודשיים',
  subscriptionForNYears: 'למשך {durationValue} שנים',
  'subscriptionForNYears#two': 'למשך שנתיים',
  subscriptionWithDuration: '{period} {duration}',
};

export default heSubscription;

// A subscription's price text (src/core/words/strings-subscription.ts): its own chunk, loaded with the product price.

import type { Translation } from '../string-groups.ts';

const jaSubscription: Translation<'subscription'> = {
  subscriptionEveryWeek: '毎週{priceString}',
  subscriptionEveryMonth: '毎月{priceString}',
  subscriptionEveryYear: '毎年{priceString}',
  subscriptionEveryNWeeks: '{billingPeriodValue}週間ごとに{priceString}',
  subscriptionEveryNMonths: '{billingPeriodValue}か月ごとに{priceString}',
  subscriptionEveryNYears: '{billingPeriodValue}年ごとに{priceString}',
  subscriptionForOneWeek: '1週間',
  subscriptionForOneMonth: '1か月間',
  subscriptionForOneYear: '1年間',
  subscriptionForNWeeks: '{durationValue}週間',
  subscriptionForNMonths: '{durationValue}か月間',
  subscriptionForNYears: '{durationValue}年間',
  subscriptionWithDuration: '{period}（{duration}）',
};

export default jaSubscription;

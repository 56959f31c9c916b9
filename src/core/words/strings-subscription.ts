// @string-group subscription (subscriptionStrings): Subscription prices, with the product price
// A subscription's price text (spec 9, docs/decisions.md "Subscription price text"): a period,
// optionally followed by a duration. A group of its own, so the page's first script carries none of
// it: only the product price (and the server's template helpers) say it.
export const subscriptionStrings = {
  subscriptionEveryWeek: '{priceString} every week',
  subscriptionEveryMonth: '{priceString} every month',
  subscriptionEveryYear: '{priceString} every year',
  subscriptionEveryNWeeks: '{priceString} every {billingPeriodValue} weeks',
  subscriptionEveryNMonths: '{priceString} every {billingPeriodValue} months',
  subscriptionEveryNYears: '{priceString} every {billingPeriodValue} years',
  subscriptionForOneWeek: 'for 1 week',
  subscriptionForOneMonth: 'for 1 month',
  subscriptionForOneYear: 'for 1 year',
  subscriptionForNWeeks: 'for {durationValue} weeks',
  subscriptionForNMonths: 'for {durationValue} months',
  subscriptionForNYears: 'for {durationValue} years',
  subscriptionWithDuration: '{period} {duration}',
} as const;

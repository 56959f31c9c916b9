// Catalogue entries used by the template helpers (src/template). Owned by the template work;
// merged into the one catalogue in strings.ts. Placeholders are filled with `fillTemplate`.
export const templateStrings = {
  // Relative time (spec 9): 'a'/'an' for one, years 365 days, months 30, weeks 7
  timeSinceLessThanMinute: 'less than a minute ago',
  timeSinceMinute: 'about a minute ago',
  timeSinceMinutes: 'about {n} minutes ago',
  timeSinceHour: 'about an hour ago',
  timeSinceHours: 'about {n} hours ago',
  timeSinceDay: 'about a day ago',
  timeSinceDays: 'about {n} days ago',
  timeSinceWeek: 'about a week ago',
  timeSinceWeeks: 'about {n} weeks ago',
  timeSinceMonth: 'about a month ago',
  timeSinceMonths: 'about {n} months ago',
  timeSinceYear: 'about a year ago',
  timeSinceYears: 'about {n} years ago',
  invalidDate: 'Invalid date',

  // Comment label (spec 9): 'No' for 0, else the number; 's' unless exactly 1
  commentsNone: 'No Comments',
  commentsOne: '1 Comment',
  commentsMany: '{count} Comments',

  // Form-answer summaries (spec 3 and 8)
  formNoAnswer: 'N/A',
  likertStronglyDisagree: 'Strongly Disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly Agree',

  // Colours (spec 5)
  hslHueOutOfBounds: 'Hue out of bounds.',
  hslSaturationOutOfBounds: 'Saturation out of bounds.',
  hslLightnessOutOfBounds: 'Lightness out of bounds.',
  hslAlphaOutOfBounds: 'Alpha out of bounds.',
  hslMissingValue: 'Missing an H/S/L value.',

  // Images and video (spec 8)
  invalidImageSource: "Invalid source parameter. Pass in 'originalSize'",

  // Subscription price (spec 9, docs/decisions.md "Subscription price text"): a period, optionally followed by a duration
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

  // Template links (spec 2)
  addToCalendar: 'Add to calendar',
  shareOn: 'Share on {network}',
  shareByEmail: 'Share by email',
  followOn: 'Follow {userName} on {network}',
  like: 'Like',
  likeCountOne: '1 Like',
  likeCountMany: '{count} Likes',
  readMore: 'Read More',
  cartLinkText: 'Cart',
  videoFallback: 'Watch on {providerName}',

  // Blog and events listing (demo page)
  blogTitle: 'Blog',
  eventsTitle: 'Events',
  followUs: 'Follow us',
} as const;

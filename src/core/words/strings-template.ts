// @string-group template (templateStrings): Template helpers, the server half's alone, never sent to browsers
// The template helpers' catalogue (src/core/template), a string group of its own ('template' in
// string-groups.ts): only the server half renders these words, so no browser bundle carries them
// (they cost the product page 0.4 KB gzip while they sat in the main catalogue). Placeholders
// are filled with `fillTemplate`; the page context's `strings` override them as for every group.
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

  // Colours (spec 5)
  hslHueOutOfBounds: 'Hue out of bounds.',
  hslSaturationOutOfBounds: 'Saturation out of bounds.',
  hslLightnessOutOfBounds: 'Lightness out of bounds.',
  hslAlphaOutOfBounds: 'Alpha out of bounds.',
  hslMissingValue: 'Missing an H/S/L value.',

  // Images and video (spec 8)
  invalidImageSource: "Invalid source parameter. Pass in 'originalSize'",

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

/** The template helpers' words, English or the page's language with its overrides. */
export type TemplateStrings = { readonly [K in keyof typeof templateStrings]: string };

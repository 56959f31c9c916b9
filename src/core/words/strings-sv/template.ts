// Swedish for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../string-groups.ts';

const svTemplate: Translation<'template'> = {
  timeSinceLessThanMinute: 'för mindre än en minut sedan',
  timeSinceMinute: 'för ungefär en minut sedan',
  timeSinceMinutes: 'för ungefär {n} minuter sedan',
  timeSinceHour: 'för ungefär en timme sedan',
  timeSinceHours: 'för ungefär {n} timmar sedan',
  timeSinceDay: 'för ungefär en dag sedan',
  timeSinceDays: 'för ungefär {n} dagar sedan',
  timeSinceWeek: 'för ungefär en vecka sedan',
  timeSinceWeeks: 'för ungefär {n} veckor sedan',
  timeSinceMonth: 'för ungefär en månad sedan',
  timeSinceMonths: 'för ungefär {n} månader sedan',
  timeSinceYear: 'för ungefär ett år sedan',
  timeSinceYears: 'för ungefär {n} år sedan',
  invalidDate: 'Ogiltigt datum',
  commentsNone: 'Inga kommentarer',
  commentsOne: '1 kommentar',
  commentsMany: '{count} kommentarer',
  hslHueOutOfBounds: 'Nyans utanför tillåtet intervall.',
  hslSaturationOutOfBounds: 'Mättnad utanför tillåtet intervall.',
  hslLightnessOutOfBounds: 'Ljushet utanför tillåtet intervall.',
  hslAlphaOutOfBounds: 'Alfa utanför tillåtet intervall.',
  hslMissingValue: 'Ett H/S/L-värde saknas.',
  invalidImageSource: "Ogiltig källparameter. Ange 'originalSize'",
  addToCalendar: 'Lägg till i kalendern',
  shareOn: 'Dela på {network}',
  shareByEmail: 'Dela via e-post',
  followOn: 'Följ {userName} på {network}',
  like: 'Gilla',
  likeCountOne: '1 gillning',
  likeCountMany: '{count} gillningar',
  readMore: 'Läs mer',
  cartLinkText: 'Varukorg',
  videoFallback: 'Titta på {providerName}',
  blogTitle: 'Blogg',
  eventsTitle: 'Evenemang',
  followUs: 'Följ oss',
};

export default svTemplate;

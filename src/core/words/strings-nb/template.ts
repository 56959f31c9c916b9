// Norwegian Bokmål for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../string-groups.ts';

const nbTemplate: Translation<'template'> = {
  timeSinceLessThanMinute: 'for under ett minutt siden',
  timeSinceMinute: 'for omtrent ett minutt siden',
  timeSinceMinutes: 'for omtrent {n} minutter siden',
  timeSinceHour: 'for omtrent én time siden',
  timeSinceHours: 'for omtrent {n} timer siden',
  timeSinceDay: 'for omtrent én dag siden',
  timeSinceDays: 'for omtrent {n} dager siden',
  timeSinceWeek: 'for omtrent én uke siden',
  timeSinceWeeks: 'for omtrent {n} uker siden',
  timeSinceMonth: 'for omtrent én måned siden',
  timeSinceMonths: 'for omtrent {n} måneder siden',
  timeSinceYear: 'for omtrent ett år siden',
  timeSinceYears: 'for omtrent {n} år siden',
  invalidDate: 'Ugyldig dato',
  commentsNone: 'Ingen kommentarer',
  commentsOne: '1 kommentar',
  commentsMany: '{count} kommentarer',
  hslHueOutOfBounds: 'Fargetone utenfor gyldig område.',
  hslSaturationOutOfBounds: 'Metning utenfor gyldig område.',
  hslLightnessOutOfBounds: 'Lyshet utenfor gyldig område.',
  hslAlphaOutOfBounds: 'Alfa utenfor gyldig område.',
  hslMissingValue: 'Det mangler en H/S/L-verdi.',
  invalidImageSource: "Ugyldig kildeparameter. Oppgi 'originalSize'",
  addToCalendar: 'Legg til i kalenderen',
  shareOn: 'Del på {network}',
  shareByEmail: 'Del på e-post',
  followOn: 'Følg {userName} på {network}',
  like: 'Lik',
  likeCountOne: '1 liker',
  likeCountMany: '{count} liker',
  readMore: 'Les mer',
  cartLinkText: 'Handlekurv',
  videoFallback: 'Se på {providerName}',
  blogTitle: 'Blogg',
  eventsTitle: 'Arrangementer',
  followUs: 'Følg oss',
};

export default nbTemplate;

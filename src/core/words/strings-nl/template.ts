// Dutch for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../string-groups.ts';

const nlTemplate: Translation<'template'> = {
  timeSinceLessThanMinute: 'minder dan een minuut geleden',
  timeSinceMinute: 'ongeveer een minuut geleden',
  timeSinceMinutes: 'ongeveer {n} minuten geleden',
  timeSinceHour: 'ongeveer een uur geleden',
  timeSinceHours: 'ongeveer {n} uur geleden',
  timeSinceDay: 'ongeveer een dag geleden',
  timeSinceDays: 'ongeveer {n} dagen geleden',
  timeSinceWeek: 'ongeveer een week geleden',
  timeSinceWeeks: 'ongeveer {n} weken geleden',
  timeSinceMonth: 'ongeveer een maand geleden',
  timeSinceMonths: 'ongeveer {n} maanden geleden',
  timeSinceYear: 'ongeveer een jaar geleden',
  timeSinceYears: 'ongeveer {n} jaar geleden',
  invalidDate: 'Ongeldige datum',
  commentsNone: 'Geen reacties',
  commentsOne: '1 reactie',
  commentsMany: '{count} reacties',
  hslHueOutOfBounds: 'Tint buiten bereik.',
  hslSaturationOutOfBounds: 'Verzadiging buiten bereik.',
  hslLightnessOutOfBounds: 'Helderheid buiten bereik.',
  hslAlphaOutOfBounds: 'Alfa buiten bereik.',
  hslMissingValue: 'Er ontbreekt een H/S/L-waarde.',
  invalidImageSource: "Ongeldige bronparameter. Geef 'originalSize' op",
  addToCalendar: 'Toevoegen aan agenda',
  shareOn: 'Delen op {network}',
  shareByEmail: 'Delen via e-mail',
  followOn: 'Volg {userName} op {network}',
  like: 'Vind ik leuk',
  likeCountOne: '1 like',
  likeCountMany: '{count} likes',
  readMore: 'Lees meer',
  cartLinkText: 'Winkelwagen',
  videoFallback: 'Bekijk op {providerName}',
  blogTitle: 'Blog',
  eventsTitle: 'Evenementen',
  followUs: 'Volg ons',
};

export default nlTemplate;

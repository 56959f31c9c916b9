// German for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../string-groups.ts';

const deTemplate: Translation<'template'> = {
  timeSinceLessThanMinute: 'vor weniger als einer Minute',
  timeSinceMinute: 'vor etwa einer Minute',
  timeSinceMinutes: 'vor etwa {n} Minuten',
  timeSinceHour: 'vor etwa einer Stunde',
  timeSinceHours: 'vor etwa {n} Stunden',
  timeSinceDay: 'vor etwa einem Tag',
  timeSinceDays: 'vor etwa {n} Tagen',
  timeSinceWeek: 'vor etwa einer Woche',
  timeSinceWeeks: 'vor etwa {n} Wochen',
  timeSinceMonth: 'vor etwa einem Monat',
  timeSinceMonths: 'vor etwa {n} Monaten',
  timeSinceYear: 'vor etwa einem Jahr',
  timeSinceYears: 'vor etwa {n} Jahren',
  invalidDate: 'Ungültiges Datum',
  commentsNone: 'Keine Kommentare',
  commentsOne: '1 Kommentar',
  commentsMany: '{count} Kommentare',
  hslHueOutOfBounds: 'Farbton außerhalb des zulässigen Bereichs.',
  hslSaturationOutOfBounds: 'Sättigung außerhalb des zulässigen Bereichs.',
  hslLightnessOutOfBounds: 'Helligkeit außerhalb des zulässigen Bereichs.',
  hslAlphaOutOfBounds: 'Alpha außerhalb des zulässigen Bereichs.',
  hslMissingValue: 'Ein H/S/L-Wert fehlt.',
  invalidImageSource: "Ungültiger Quellparameter. Übergib 'originalSize'",
  addToCalendar: 'Zum Kalender hinzufügen',
  shareOn: 'Auf {network} teilen',
  shareByEmail: 'Per E-Mail teilen',
  followOn: '{userName} auf {network} folgen',
  like: 'Gefällt mir',
  likeCountOne: '1 „Gefällt mir“',
  likeCountMany: '{count} „Gefällt mir“',
  readMore: 'Weiterlesen',
  cartLinkText: 'Warenkorb',
  videoFallback: 'Auf {providerName} ansehen',
  blogTitle: 'Blog',
  eventsTitle: 'Veranstaltungen',
  followUs: 'Folge uns',
};

export default deTemplate;

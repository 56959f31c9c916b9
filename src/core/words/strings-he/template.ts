// Hebrew for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const heTemplate: Translation<typeof templateStrings> = {
  timeSinceLessThanMinute: 'לפני פחות מדקה',
  timeSinceMinute: 'לפני כדקה',
  timeSinceMinutes: 'לפני כ־{n} דקות',
  'timeSinceMinutes#two': 'לפני כשתי דקות',
  timeSinceHour: 'לפני כשעה',
  timeSinceHours: 'לפני כ־{n} שעות',
  'timeSinceHours#two': 'לפני כשעתיים',
  timeSinceDay: 'לפני כיום',
  timeSinceDays: 'לפני כ־{n} ימים',
  'timeSinceDays#two': 'לפני כיומיים',
  timeSinceWeek: 'לפני כשבוע',
  timeSinceWeeks: 'לפני כ־{n} שבועות',
  'timeSinceWeeks#two': 'לפני כשבועיים',
  timeSinceMonth: 'לפני כחודש',
  timeSinceMonths: 'לפני כ־{n} חודשים',
  'timeSinceMonths#two': 'לפני כחודשיים',
  timeSinceYear: 'לפני כשנה',
  timeSinceYears: 'לפני כ־{n} שנים',
  'timeSinceYears#two': 'לפני כשנתיים',
  invalidDate: 'תאריך לא תקין',
  commentsNone: 'אין תגובות',
  commentsOne: 'תגובה אחת',
  commentsMany: '{count} תגובות',
  'commentsMany#two': 'שתי תגובות',
  hslHueOutOfBounds: 'הגוון מחוץ לטווח.',
  hslSaturationOutOfBounds: 'הרוויה מחוץ לטווח.',
  hslLightnessOutOfBounds: 'הבהירות מחוץ לטווח.',
  hslAlphaOutOfBounds: 'ערך האלפא מחוץ לטווח.',
  hslMissingValue: 'חסר ערך H/S/L.',
  invalidImageSource: "פרמטר מקור לא תקין. יש להעביר 'originalSize'",
  addToCalendar: 'הוספה ליומן',
  shareOn: 'שיתוף ב־{network}',
  shareByEmail: 'שיתוף במייל',
  followOn: 'מעקב אחרי {userName} ב־{network}',
  like: 'לייק',
  likeCountOne: 'לייק אחד',
  likeCountMany: '{count} לייקים',
  'likeCountMany#two': 'שני לייקים',
  readMore: 'להמשך קריאה',
  cartLinkText: 'סל קניות',
  videoFallback: 'לצפייה ב־{providerName}',
  blogTitle: 'בלוג',
  eventsTitle: 'אירועים',
  followUs: 'עקבו אחרינו',
};

export default heTemplate;

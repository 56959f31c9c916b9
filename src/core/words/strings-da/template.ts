// Danish for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../string-groups.ts';

const daTemplate: Translation<'template'> = {
  timeSinceLessThanMinute: 'for under et minut siden',
  timeSinceMinute: 'for omkring et minut siden',
  timeSinceMinutes: 'for omkring {n} minutter siden',
  timeSinceHour: 'for omkring en time siden',
  timeSinceHours: 'for omkring {n} timer siden',
  timeSinceDay: 'for omkring en dag siden',
  timeSinceDays: 'for omkring {n} dage siden',
  timeSinceWeek: 'for omkring en uge siden',
  timeSinceWeeks: 'for omkring {n} uger siden',
  timeSinceMonth: 'for omkring en måned siden',
  timeSinceMonths: 'for omkring {n} måneder siden',
  timeSinceYear: 'for omkring et år siden',
  timeSinceYears: 'for omkring {n} år siden',
  invalidDate: 'Ugyldig dato',
  commentsNone: 'Ingen kommentarer',
  commentsOne: '1 kommentar',
  commentsMany: '{count} kommentarer',
  hslHueOutOfBounds: 'Farvetone uden for gyldigt interval.',
  hslSaturationOutOfBounds: 'Mætning uden for gyldigt interval.',
  hslLightnessOutOfBounds: 'Lyshed uden for gyldigt interval.',
  hslAlphaOutOfBounds: 'Alfa uden for gyldigt interval.',
  hslMissingValue: 'Der mangler en H/S/L-værdi.',
  invalidImageSource: "Ugyldig kildeparameter. Angiv 'originalSize'",
  addToCalendar: 'Føj til kalender',
  shareOn: 'Del på {network}',
  shareByEmail: 'Del via e-mail',
  followOn: 'Følg {userName} på {network}',
  like: 'Synes godt om',
  likeCountOne: '1 synes godt om',
  likeCountMany: '{count} synes godt om',
  readMore: 'Læs mere',
  cartLinkText: 'Kurv',
  videoFallback: 'Se på {providerName}',
  blogTitle: 'Blog',
  eventsTitle: 'Arrangementer',
  followUs: 'Følg os',
};

export default daTemplate;

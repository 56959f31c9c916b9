// Italian for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const itTemplate: Translation<typeof templateStrings> = {
  timeSinceLessThanMinute: 'meno di un minuto fa',
  timeSinceMinute: 'circa un minuto fa',
  timeSinceMinutes: 'circa {n} minuti fa',
  'timeSinceMinutes#many': 'circa {n} di minuti fa',
  timeSinceHour: 'circa un’ora fa',
  timeSinceHours: 'circa {n} ore fa',
  'timeSinceHours#many': 'circa {n} di ore fa',
  timeSinceDay: 'circa un giorno fa',
  timeSinceDays: 'circa {n} giorni fa',
  'timeSinceDays#many': 'circa {n} di giorni fa',
  timeSinceWeek: 'circa una settimana fa',
  timeSinceWeeks: 'circa {n} settimane fa',
  'timeSinceWeeks#many': 'circa {n} di settimane fa',
  timeSinceMonth: 'circa un mese fa',
  timeSinceMonths: 'circa {n} mesi fa',
  'timeSinceMonths#many': 'circa {n} di mesi fa',
  timeSinceYear: 'circa un anno fa',
  timeSinceYears: 'circa {n} anni fa',
  'timeSinceYears#many': 'circa {n} di anni fa',
  invalidDate: 'Data non valida',
  commentsNone: 'Nessun commento',
  commentsOne: '1 commento',
  commentsMany: '{count} commenti',
  'commentsMany#many': '{count} di commenti',
  hslHueOutOfBounds: 'Tonalità fuori intervallo.',
  hslSaturationOutOfBounds: 'Saturazione fuori intervallo.',
  hslLightnessOutOfBounds: 'Luminosità fuori intervallo.',
  hslAlphaOutOfBounds: 'Alfa fuori intervallo.',
  hslMissingValue: 'Manca un valore H/S/L.',
  invalidImageSource: "Parametro di origine non valido. Passa 'originalSize'",
  addToCalendar: 'Aggiungi al calendario',
  shareOn: 'Condividi su {network}',
  shareByEmail: 'Condividi via email',
  followOn: 'Segui {userName} su {network}',
  like: 'Mi piace',
  likeCountOne: '1 Mi piace',
  likeCountMany: '{count} Mi piace',
  'likeCountMany#many': '{count} di Mi piace',
  readMore: 'Continua a leggere',
  cartLinkText: 'Carrello',
  videoFallback: 'Guarda su {providerName}',
  blogTitle: 'Blog',
  eventsTitle: 'Eventi',
  followUs: 'Seguici',
};

export default itTemplate;

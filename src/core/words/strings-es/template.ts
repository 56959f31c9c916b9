// Spanish for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const esTemplate: Translation<typeof templateStrings> = {
  timeSinceLessThanMinute: 'hace menos de un minuto',
  timeSinceMinute: 'hace un minuto',
  timeSinceMinutes: 'hace unos {n} minutos',
  'timeSinceMinutes#many': 'hace unos {n} de minutos',
  timeSinceHour: 'hace una hora',
  timeSinceHours: 'hace unas {n} horas',
  'timeSinceHours#many': 'hace unas {n} de horas',
  timeSinceDay: 'hace un día',
  timeSinceDays: 'hace unos {n} días',
  'timeSinceDays#many': 'hace unos {n} de días',
  timeSinceWeek: 'hace una semana',
  timeSinceWeeks: 'hace unas {n} semanas',
  'timeSinceWeeks#many': 'hace unas {n} de semanas',
  timeSinceMonth: 'hace un mes',
  timeSinceMonths: 'hace unos {n} meses',
  'timeSinceMonths#many': 'hace unos {n} de meses',
  timeSinceYear: 'hace un año',
  timeSinceYears: 'hace unos {n} años',
  'timeSinceYears#many': 'hace unos {n} de años',
  invalidDate: 'Fecha no válida',
  commentsNone: 'Sin comentarios',
  commentsOne: '1 comentario',
  commentsMany: '{count} comentarios',
  'commentsMany#many': '{count} de comentarios',
  hslHueOutOfBounds: 'Tono fuera de rango.',
  hslSaturationOutOfBounds: 'Saturación fuera de rango.',
  hslLightnessOutOfBounds: 'Luminosidad fuera de rango.',
  hslAlphaOutOfBounds: 'Alfa fuera de rango.',
  hslMissingValue: 'Falta un valor H/S/L.',
  invalidImageSource: "Parámetro de origen no válido. Indica 'originalSize'",
  addToCalendar: 'Añadir al calendario',
  shareOn: 'Compartir en {network}',
  shareByEmail: 'Compartir por correo',
  followOn: 'Seguir a {userName} en {network}',
  like: 'Me gusta',
  likeCountOne: '1 me gusta',
  likeCountMany: '{count} me gusta',
  'likeCountMany#many': '{count} de me gusta',
  readMore: 'Leer más',
  cartLinkText: 'Carrito',
  videoFallback: 'Ver en {providerName}',
  blogTitle: 'Blog',
  eventsTitle: 'Eventos',
  followUs: 'Síguenos',
};

export default esTemplate;

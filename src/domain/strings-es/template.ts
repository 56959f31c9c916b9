// Spanish for the template helpers' group (src/domain/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const esTemplate: Translation<typeof templateStrings> = {
  timeSinceLessThanMinute: 'hace menos de un minuto',
  timeSinceMinute: 'hace un minuto',
  timeSinceMinutes: 'hace unos {n} minutos',
  timeSinceHour: 'hace una hora',
  timeSinceHours: 'hace unas {n} horas',
  timeSinceDay: 'hace un día',
  timeSinceDays: 'hace unos {n} días',
  timeSinceWeek: 'hace una semana',
  timeSinceWeeks: 'hace unas {n} semanas',
  timeSinceMonth: 'hace un mes',
  timeSinceMonths: 'hace unos {n} meses',
  timeSinceYear: 'hace un año',
  timeSinceYears: 'hace unos {n} años',
  invalidDate: 'Fecha no válida',
  commentsNone: 'Sin comentarios',
  commentsOne: '1 comentario',
  commentsMany: '{count} comentarios',
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
  readMore: 'Leer más',
  cartLinkText: 'Carrito',
  videoFallback: 'Ver en {providerName}',
  blogTitle: 'Blog',
  eventsTitle: 'Eventos',
  followUs: 'Síguenos',
};

export default esTemplate;

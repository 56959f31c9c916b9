// French for the template helpers' group (src/domain/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const frTemplate: Translation<typeof templateStrings> = {
  timeSinceLessThanMinute: "il y a moins d'une minute",
  timeSinceMinute: 'il y a environ une minute',
  timeSinceMinutes: 'il y a environ {n} minutes',
  timeSinceHour: 'il y a environ une heure',
  timeSinceHours: 'il y a environ {n} heures',
  timeSinceDay: 'il y a environ un jour',
  timeSinceDays: 'il y a environ {n} jours',
  timeSinceWeek: 'il y a environ une semaine',
  timeSinceWeeks: 'il y a environ {n} semaines',
  timeSinceMonth: 'il y a environ un mois',
  timeSinceMonths: 'il y a environ {n} mois',
  timeSinceYear: 'il y a environ un an',
  timeSinceYears: 'il y a environ {n} ans',
  invalidDate: 'Date non valide',
  commentsNone: 'Aucun commentaire',
  commentsOne: '1 commentaire',
  commentsMany: '{count} commentaires',
  hslHueOutOfBounds: 'Teinte hors limites.',
  hslSaturationOutOfBounds: 'Saturation hors limites.',
  hslLightnessOutOfBounds: 'Luminosité hors limites.',
  hslAlphaOutOfBounds: 'Alpha hors limites.',
  hslMissingValue: 'Valeur H/S/L manquante.',
  invalidImageSource: "Paramètre source non valide. Indiquez 'originalSize'",
  addToCalendar: "Ajouter à l'agenda",
  shareOn: 'Partager sur {network}',
  shareByEmail: 'Partager par courriel',
  followOn: 'Suivre {userName} sur {network}',
  like: "J'aime",
  likeCountOne: '1 mention J’aime',
  likeCountMany: '{count} mentions J’aime',
  readMore: 'Lire la suite',
  cartLinkText: 'Panier',
  videoFallback: 'Regarder sur {providerName}',
  blogTitle: 'Blogue',
  eventsTitle: 'Événements',
  followUs: 'Suivez-nous',
};

export default frTemplate;

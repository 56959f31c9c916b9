// Brazilian Portuguese for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const ptbrTemplate: Translation<typeof templateStrings> = {
  timeSinceLessThanMinute: 'há menos de um minuto',
  timeSinceMinute: 'há cerca de um minuto',
  timeSinceMinutes: 'há cerca de {n} minutos',
  'timeSinceMinutes#many': 'há cerca de {n} de minutos',
  timeSinceHour: 'há cerca de uma hora',
  timeSinceHours: 'há cerca de {n} horas',
  'timeSinceHours#many': 'há cerca de {n} de horas',
  timeSinceDay: 'há cerca de um dia',
  timeSinceDays: 'há cerca de {n} dias',
  'timeSinceDays#many': 'há cerca de {n} de dias',
  timeSinceWeek: 'há cerca de uma semana',
  timeSinceWeeks: 'há cerca de {n} semanas',
  'timeSinceWeeks#many': 'há cerca de {n} de semanas',
  timeSinceMonth: 'há cerca de um mês',
  timeSinceMonths: 'há cerca de {n} meses',
  'timeSinceMonths#many': 'há cerca de {n} de meses',
  timeSinceYear: 'há cerca de um ano',
  timeSinceYears: 'há cerca de {n} anos',
  'timeSinceYears#many': 'há cerca de {n} de anos',
  invalidDate: 'Data inválida',
  commentsNone: 'Nenhum comentário',
  commentsOne: '1 comentário',
  commentsMany: '{count} comentários',
  'commentsMany#many': '{count} de comentários',
  hslHueOutOfBounds: 'Matiz fora do intervalo.',
  hslSaturationOutOfBounds: 'Saturação fora do intervalo.',
  hslLightnessOutOfBounds: 'Luminosidade fora do intervalo.',
  hslAlphaOutOfBounds: 'Alfa fora do intervalo.',
  hslMissingValue: 'Falta um valor H/S/L.',
  invalidImageSource: "Parâmetro de origem inválido. Informe 'originalSize'",
  addToCalendar: 'Adicionar à agenda',
  shareOn: 'Compartilhar no {network}',
  shareByEmail: 'Compartilhar por e-mail',
  followOn: 'Seguir {userName} no {network}',
  like: 'Curtir',
  likeCountOne: '1 curtida',
  likeCountMany: '{count} curtidas',
  'likeCountMany#many': '{count} de curtidas',
  readMore: 'Leia mais',
  cartLinkText: 'Carrinho',
  videoFallback: 'Assistir no {providerName}',
  blogTitle: 'Blog',
  eventsTitle: 'Eventos',
  followUs: 'Siga a gente',
};

export default ptbrTemplate;

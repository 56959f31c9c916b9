// Latin American Spanish, owner group: only the words that differ from Spain's (strings-es),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const es419Owner: Partial<Translation<'owner'>> = {
  // preterite
  ownerLoadFailed: 'No se pudo cargar la página siguiente: {message}',
  // reabastecimiento, not reposición
  ownerTitle: 'Avisos de reabastecimiento',
  // reabastecimiento, not reposición
  ownerGroupsCaption:
    'Grupos de suscripciones a avisos de reabastecimiento: producto, variante y número de suscripciones',
  // reabastecimiento, not reposición
  ownerNoGroups: 'Nadie está esperando un reabastecimiento.',
  // boletín, not newsletter
  ownerMailingList: 'Boletín',
  // reabastecimiento, not reposición
  ownerConfirmOne:
    '¿Enviar el correo de reabastecimiento {count, plural, one {al cliente que espera} many {a los # de clientes que esperan} other {a los # clientes que esperan}} {product}, {variant}?',
  // reabastecimiento, not reposición
  ownerConfirmMany:
    '¿Enviar los correos de reabastecimiento de {groups, plural, one {# grupo} many {# de grupos} other {# grupos}} ({count, plural, one {# cliente} many {# de clientes} other {# clientes}})?',
  // administrar, not gestionar
  ownerNotAuthorized:
    'Para administrar los avisos de reabastecimiento, debes iniciar sesión como propietario de este sitio (o como administrador de la tienda). Vuelve a iniciar sesión y recarga esta página.',
};

export default es419Owner;

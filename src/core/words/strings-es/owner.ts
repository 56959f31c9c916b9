// Spanish (Spain) for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Spanish pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const esOwner: Translation<'owner'> = {
  ownerTitle: 'Avisos de reposición',
  ownerGroupsCaption:
    'Grupos de suscripciones a avisos de reposición: producto, variante y número de suscripciones',
  ownerProduct: 'Producto',
  ownerVariant: 'Variante',
  ownerCount: 'Suscripciones',
  ownerAnyVariant: 'Cualquier variante',
  ownerSelectGroup: 'Seleccionar {product}, {variant}',
  ownerSelectAll: 'Seleccionar todos los grupos',
  ownerViewSignUps: 'Ver suscripciones',
  ownerSend: 'Enviar aviso',
  ownerSendSelected: 'Enviar a los seleccionados ({count})',
  ownerLoadingGroups:
    'Cargando grupos de suscripciones… {count, plural, one {# cargado} many {# cargados} other {# cargados}}',
  ownerLoadedGroups:
    '{count, plural, one {# grupo de suscripciones cargado} many {# de grupos de suscripciones cargados} other {# grupos de suscripciones cargados}}',
  ownerNoGroups: 'Nadie está esperando una reposición.',
  ownerLoadFailed: 'No se ha podido cargar la página siguiente: {message}',
  ownerRetry: 'Reintentar',
  ownerSignUpsTitle: 'Suscripciones a {product}, {variant}',
  ownerSignUpsCaption: 'Clientes que esperan {product}, {variant}: se muestran {loaded} de {total}',
  ownerEmail: 'Correo electrónico',
  ownerSignedUpAt: 'Fecha de suscripción',
  ownerMailingList: 'Newsletter',
  ownerYes: 'Sí',
  ownerNo: 'No',
  ownerClose: 'Cerrar',
  ownerConfirmOne:
    '¿Enviar el correo de reposición {count, plural, one {al cliente que espera} many {a los # de clientes que esperan} other {a los # clientes que esperan}} {product}, {variant}?',
  ownerConfirmMany:
    '¿Enviar los correos de reposición de {groups, plural, one {# grupo} many {# de grupos} other {# grupos}} ({count, plural, one {# cliente} many {# de clientes} other {# clientes}})?',
  ownerConfirm: 'Enviar',
  ownerCancel: 'Cancelar',
  ownerSending: 'Enviando… {done} de {total, plural, one {# grupo} many {# de grupos} other {# grupos}}',
  ownerSentSummary:
    'Envío terminado: {sent} de {total, plural, one {# grupo} many {# de grupos} other {# grupos}}.',
  ownerResultSent: 'Enviado',
  ownerResultFailed: 'Error: {message}',
  ownerResultPending: 'En espera',
  ownerResultSending: 'Enviando…',
  ownerResultHeader: 'Resultado',
  ownerActionsHeader: 'Acciones',
  ownerNotAuthorized:
    'Para gestionar los avisos de reposición, tienes que iniciar sesión como propietario de este sitio (o como gestor de la tienda). Vuelve a iniciar sesión y recarga esta página.',
};

export default esOwner;

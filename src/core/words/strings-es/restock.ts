// Spanish for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Spanish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const esRestock: Translation<'restock'> = {
  restockPrompt: 'Recibe un correo cuando vuelva a estar disponible.',
  restockEmailLabel: 'Correo electrónico',
  restockSubmit: 'Avisarme',
  restockMailingList: 'Suscribirme a la newsletter',
  restockSignedUp: '¡Listo, te avisaremos!',
  restockSubmitFailed: 'No se ha podido enviar el formulario. Inténtalo de nuevo más tarde.',
  scarcityDefault:
    '{qtyInStock, plural, one {¡Solo queda #!} many {¡Solo quedan #!} other {¡Solo quedan #!}}',
  wishlistAdd: 'Añadir a la lista de deseos',
  wishlistSaving: 'Guardando…',
  wishlistSaved: 'Guardado en tu lista de deseos',
  wishlistFailed: 'No se ha podido guardar en tu lista de deseos. Inténtalo de nuevo.',
};

export default esRestock;

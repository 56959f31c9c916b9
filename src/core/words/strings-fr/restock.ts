// French for the restock form's, the scarcity message's and the wishlist button's groups (src/core/domain/
// strings-on-demand.ts): its own chunk, loaded with those islands on French pages only.

import type { Translation } from '../string-groups.ts';

const frOnDemand: Translation<'restock'> = {
  restockPrompt: 'Recevez un e-mail dès que cet article est de retour.',
  restockEmailLabel: 'Adresse e-mail',
  restockSubmit: 'M’avertir',
  restockMailingList: 'S’inscrire à notre newsletter',
  restockSignedUp: 'Inscription confirmée\u202f!',
  restockSubmitFailed: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
  scarcityDefault:
    '{qtyInStock, plural, one {Plus que # en stock\u202f!} many {Plus que # en stock\u202f!} other {Plus que # en stock\u202f!}}',
  wishlistAdd: 'Ajouter à la liste d’envies',
  wishlistSaving: 'Enregistrement…',
  wishlistSaved: 'Ajouté à la liste d’envies',
  wishlistFailed: 'Impossible d’ajouter à votre liste d’envies. Veuillez réessayer.',
};

export default frOnDemand;

// French for the restock form's, the scarcity message's and the wishlist button's groups (src/domain/
// strings-on-demand.ts): its own chunk, loaded with those islands on French pages only.

import type { Translation } from '../strings.ts';
import type { restockStrings, scarcityStrings, wishlistStrings } from '../strings-on-demand.ts';

const frOnDemand: Translation<typeof restockStrings & typeof scarcityStrings & typeof wishlistStrings> = {
  restockPrompt: 'Recevez un courriel quand cet article sera de retour.',
  restockEmailLabel: 'Adresse courriel',
  restockSubmit: 'M’avertir',
  restockMailingList: 'S’inscrire à notre infolettre',
  restockSignedUp: 'Inscription confirmée !',
  restockSubmitFailed: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
  scarcityDefault: 'Plus que {qtyInStock} en stock !',
  wishlistAdd: 'Ajouter à la liste de souhaits',
  wishlistSaving: 'Enregistrement…',
  wishlistSaved: 'Ajouté à la liste de souhaits',
  wishlistFailed: 'Impossible d’ajouter à votre liste de souhaits. Veuillez réessayer.',
};

export default frOnDemand;

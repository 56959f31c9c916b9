// French for the restock form's and the scarcity message's groups (src/domain/
// strings-on-demand.ts): its own chunk, loaded with those islands on French pages only.

import type { Translation } from '../strings.ts';
import type { restockStrings, scarcityStrings } from '../strings-on-demand.ts';

export const frOnDemand: Translation<typeof restockStrings & typeof scarcityStrings> = {
  restockPrompt: 'Recevez un courriel quand cet article sera de retour.',
  restockEmailLabel: 'Adresse courriel',
  restockSubmit: 'M’avertir',
  restockMailingList: 'S’inscrire à notre infolettre',
  restockSignedUp: 'Inscription confirmée !',
  restockSubmitFailed: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
  scarcityDefault: 'Plus que {qtyInStock} en stock !',
};

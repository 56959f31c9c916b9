// Swedish for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Swedish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const svRestock: Translation<'restock'> = {
  restockPrompt: 'Få ett mejl när varan finns i lager igen.',
  restockEmailLabel: 'E-postadress',
  restockSubmit: 'Meddela mig',
  restockMailingList: 'Prenumerera på vårt nyhetsbrev',
  restockSignedUp: 'Klart, vi hör av oss!',
  restockSubmitFailed: 'Det gick inte att skicka formuläret. Försök igen senare.',
  scarcityDefault: '{qtyInStock, plural, one {Bara # kvar!} other {Bara # kvar!}}',
  wishlistAdd: 'Lägg till i önskelistan',
  wishlistSaving: 'Sparar…',
  wishlistSaved: 'Sparad i önskelistan',
  wishlistFailed: 'Det gick inte att spara i din önskelista. Försök igen.',
};

export default svRestock;

// Dutch for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Dutch pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const nlRestock: Translation<'restock'> = {
  restockPrompt: 'Ontvang een e-mail zodra dit weer op voorraad is.',
  restockEmailLabel: 'E-mailadres',
  restockSubmit: 'Houd me op de hoogte',
  restockMailingList: 'Schrijf me in voor de nieuwsbrief',
  restockSignedUp: 'Je staat op de lijst!',
  restockSubmitFailed: 'Formulier kan niet worden verstuurd. Probeer het later opnieuw.',
  scarcityDefault: '{qtyInStock, plural, one {Nog maar # op voorraad!} other {Nog maar # op voorraad!}}',
  wishlistAdd: 'Op verlanglijst zetten',
  wishlistSaving: 'Bezig met opslaan…',
  wishlistSaved: 'Op je verlanglijst gezet',
  wishlistFailed: 'Opslaan op je verlanglijst is niet gelukt. Probeer het opnieuw.',
};

export default nlRestock;

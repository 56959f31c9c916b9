// Danish for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Danish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const daRestock: Translation<'restock'> = {
  restockPrompt: 'Få en e-mail, når varen er på lager igen.',
  restockEmailLabel: 'E-mailadresse',
  restockSubmit: 'Giv mig besked',
  restockMailingList: 'Tilmeld mig nyhedsbrevet',
  restockSignedUp: 'Du er tilmeldt!',
  restockSubmitFailed: 'Formularen kunne ikke sendes. Prøv igen senere.',
  scarcityDefault: '{qtyInStock, plural, one {Kun # tilbage!} other {Kun # tilbage!}}',
  wishlistAdd: 'Føj til ønskeliste',
  wishlistSaving: 'Gemmer…',
  wishlistSaved: 'Gemt på ønskelisten',
  wishlistFailed: 'Varen kunne ikke gemmes på din ønskeliste. Prøv igen.',
};

export default daRestock;

// Norwegian Bokmål for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Norwegian Bokmål pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const nbRestock: Translation<'restock'> = {
  restockPrompt: 'Få en e-post når varen er tilbake på lager.',
  restockEmailLabel: 'E-postadresse',
  restockSubmit: 'Varsle meg',
  restockMailingList: 'Meld meg på nyhetsbrevet',
  restockSignedUp: 'Du er påmeldt!',
  restockSubmitFailed: 'Kunne ikke sende skjemaet. Prøv igjen senere.',
  scarcityDefault: '{qtyInStock, plural, one {Bare # igjen!} other {Bare # igjen!}}',
  wishlistAdd: 'Legg til i ønskelisten',
  wishlistSaving: 'Lagrer…',
  wishlistSaved: 'Lagret i ønskelisten',
  wishlistFailed: 'Vi fikk ikke lagret varen i ønskelisten. Prøv igjen.',
};

export default nbRestock;

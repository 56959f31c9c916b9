// Italian for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Italian pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const itRestock: Translation<'restock'> = {
  restockPrompt: 'Ricevi un’email quando l’articolo torna disponibile.',
  restockEmailLabel: 'Indirizzo email',
  restockSubmit: 'Avvisami',
  restockMailingList: 'Iscriviti alla newsletter',
  restockSignedUp: 'Fatto! Ti avviseremo.',
  restockSubmitFailed: 'Impossibile inviare il modulo. Riprova più tardi.',
  scarcityDefault:
    '{qtyInStock, plural, one {Ne resta solo #!} many {Ne restano solo #!} other {Ne restano solo #!}}',
  wishlistAdd: 'Aggiungi alla lista dei desideri',
  wishlistSaving: 'Salvataggio…',
  wishlistSaved: 'Salvato nella lista dei desideri',
  wishlistFailed: 'Impossibile salvare nella lista dei desideri. Riprova.',
};

export default itRestock;

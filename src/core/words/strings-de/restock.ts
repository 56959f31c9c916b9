// German for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on German pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const deRestock: Translation<'restock'> = {
  restockPrompt: 'Erhalte eine E-Mail, sobald der Artikel wieder da ist.',
  restockEmailLabel: 'E-Mail-Adresse',
  restockSubmit: 'Benachrichtigen',
  restockMailingList: 'Newsletter abonnieren',
  restockSignedUp: 'Eingetragen!',
  restockSubmitFailed: 'Das Formular konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
  scarcityDefault: '{qtyInStock, plural, one {Nur noch # auf Lager!} other {Nur noch # auf Lager!}}',
  wishlistAdd: 'Auf die Wunschliste',
  wishlistSaving: 'Wird gespeichert…',
  wishlistSaved: 'Auf der Wunschliste',
  wishlistFailed:
    'Der Artikel konnte nicht auf deine Wunschliste gesetzt werden. Bitte versuche es noch einmal.',
};

export default deRestock;

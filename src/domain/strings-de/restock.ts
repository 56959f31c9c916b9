// German for the restock form's and scarcity message's group (src/domain/strings-on-demand.ts): its own chunk, loaded
// only on German pages that need it (src/boot/languages.ts).
import type { Translation } from '../strings.ts';
import type { restockStrings, scarcityStrings } from '../strings-on-demand.ts';

const deRestock: Translation<typeof restockStrings & typeof scarcityStrings> = {
  restockPrompt: 'Erhalte eine E-Mail, sobald der Artikel wieder da ist.',
  restockEmailLabel: 'E-Mail-Adresse',
  restockSubmit: 'Benachrichtigen',
  restockMailingList: 'Newsletter abonnieren',
  restockSignedUp: 'Eingetragen!',
  restockSubmitFailed: 'Das Formular konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
  scarcityDefault: 'Nur noch {qtyInStock} auf Lager!',
};

export default deRestock;

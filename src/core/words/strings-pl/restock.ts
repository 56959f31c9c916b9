// Polish for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Polish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const plRestock: Translation<'restock'> = {
  restockPrompt: 'Otrzymaj e-mail, gdy produkt wróci do sprzedaży.',
  restockEmailLabel: 'Adres e-mail',
  restockSubmit: 'Powiadom mnie',
  restockMailingList: 'Zapisz mnie do newslettera',
  restockSignedUp: 'Gotowe, damy Ci znać!',
  restockSubmitFailed: 'Nie udało się wysłać formularza. Spróbuj ponownie później.',
  scarcityDefault:
    '{qtyInStock, plural, one {Została tylko # sztuka!} few {Zostały tylko # sztuki!} many {Zostało tylko # sztuk!} other {Zostało tylko # sztuki!}}',
  wishlistAdd: 'Dodaj do listy życzeń',
  wishlistSaving: 'Zapisywanie…',
  wishlistSaved: 'Zapisano na liście życzeń',
  wishlistFailed: 'Nie udało się zapisać na liście życzeń. Spróbuj ponownie.',
};

export default plRestock;

// Hebrew for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Hebrew pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const heRestock: Translation<'restock'> = {
  restockPrompt: 'נשלח לך מייל כשהפריט יחזור למלאי.',
  restockEmailLabel: 'כתובת מייל',
  restockSubmit: 'עדכנו אותי',
  restockMailingList: 'הצטרפות לרשימת הדיוור',
  restockSignedUp: 'נרשמת בהצלחה!',
  restockSubmitFailed: 'לא ניתן לשלוח את הטופס. אפשר לנסות שוב מאוחר יותר.',
  scarcityDefault: '{qtyInStock, plural, one {נשאר רק אחד!} two {נשארו רק שניים!} other {נשארו רק #!}}',
  wishlistAdd: 'הוספה לרשימת המשאלות',
  wishlistSaving: 'שומרים…',
  wishlistSaved: 'נשמר ברשימת המשאלות',
  wishlistFailed: 'לא הצלחנו לשמור ברשימת המשאלות. אפשר לנסות שוב.',
};

export default heRestock;

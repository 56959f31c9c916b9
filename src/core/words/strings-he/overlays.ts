// Hebrew for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Hebrew pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const heOverlays: Translation<'overlays'> = {
  quickViewLabel: 'תצוגה מהירה של {productName}',
  installmentsInRange: 'או {installments} עם',
  installmentsPayments: '{numInstallments} תשלומים ללא ריבית של {amount}',
  'installmentsPayments#two': 'שני תשלומים ללא ריבית של {amount}',
  installmentsOver: 'זמין בהזמנות מעל {amount} עם',
  installmentsUpTo: 'זמין בהזמנות עד {amount} עם',
  installmentsMoreInfo: 'מידע נוסף על {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'אפשר לשלם ב־{numInstallments} תשלומים ללא ריבית עם {provider}. ההזמנה נשלחת כרגיל והתשלומים נגבים כל שבועיים. הזכאות והמגבלות תלויות בהזמנה; {provider} מאשרים אותן בתשלום.',
  installmentsLoading: 'טוען…',
  lightboxLabel: 'מציג תמונות',
  lightboxPrevious: 'התמונה הקודמת',
  lightboxNext: 'התמונה הבאה',
  lightboxPosition: 'תמונה {index} מתוך {count}',
  lightboxOpen: 'פתיחת {title} במציג התמונות',
  lightboxThumbnails: 'תמונות ממוזערות',
  lightboxShowImage: 'הצגת תמונה {index} מתוך {count}',
  audioPlay: 'ניגון {title}',
  quickViewDetails: 'לכל הפרטים',
};

export default heOverlays;

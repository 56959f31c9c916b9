// Polish for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Polish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const plOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Szybki podgląd: {productName}',
  installmentsInRange: 'lub {installments} z',
  installmentsPayments: '{numInstallments} raty bez odsetek po {amount}',
  'installmentsPayments#few': '{numInstallments} raty bez odsetek po {amount}',
  'installmentsPayments#many': '{numInstallments} rat bez odsetek po {amount}',
  installmentsOver: 'dostępne dla zamówień powyżej {amount} z',
  installmentsUpTo: 'dostępne dla zamówień do {amount} z',
  installmentsMoreInfo: 'Więcej o {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Zapłać w {numInstallments} ratach bez odsetek z {provider}. Zamówienie wysyłamy jak zwykle, a raty są pobierane co dwa tygodnie. Dostępność i limity zależą od zamówienia; {provider} potwierdza je przy płatności.',
  installmentsLoading: 'Wczytywanie…',
  lightboxLabel: 'Przeglądarka zdjęć',
  lightboxPrevious: 'Poprzednie zdjęcie',
  lightboxNext: 'Następne zdjęcie',
  lightboxPosition: 'Zdjęcie {index} z {count}',
  lightboxOpen: 'Otwórz {title} w przeglądarce zdjęć',
  lightboxThumbnails: 'Miniatury',
  lightboxShowImage: 'Pokaż obraz {index} z {count}',
  audioPlay: 'Odtwórz {title}',
  quickViewDetails: 'Zobacz wszystkie szczegóły',
};

export default plOverlays;

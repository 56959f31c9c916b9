// German for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on German pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const deOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Schnellansicht: {productName}',
  installmentsInRange: 'oder {installments} mit',
  installmentsPayments: '{numInstallments} zinsfreie Raten à {amount}',
  installmentsOver: 'verfügbar für Bestellungen über {amount} mit',
  installmentsUpTo: 'verfügbar für Bestellungen bis {amount} mit',
  installmentsMoreInfo: 'Mehr über {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Zahle in {numInstallments} zinsfreien Raten mit {provider}. Deine Bestellung wird wie gewohnt versendet, die Raten werden alle zwei Wochen eingezogen. Ob und bis zu welchem Betrag das möglich ist, hängt von deiner Bestellung ab; {provider} bestätigt es an der Kasse.',
  installmentsLoading: 'Wird geladen…',
  lightboxLabel: 'Bildbetrachter',
  lightboxPrevious: 'Vorheriges Bild',
  lightboxNext: 'Nächstes Bild',
  lightboxPosition: 'Bild {index} von {count}',
  lightboxOpen: '{title} im Bildbetrachter öffnen',
  lightboxThumbnails: 'Miniaturansichten',
  lightboxShowImage: 'Bild {index} von {count} zeigen',
  audioPlay: '{title} abspielen',
  quickViewDetails: 'Alle Details ansehen',
};

export default deOverlays;

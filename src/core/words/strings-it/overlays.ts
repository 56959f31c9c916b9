// Italian for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Italian pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const itOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Anteprima di {productName}',
  installmentsInRange: 'oppure {installments} con',
  installmentsPayments: '{numInstallments} rate senza interessi da {amount}',
  'installmentsPayments#many': '{numInstallments} di rate senza interessi da {amount}',
  installmentsOver: 'disponibile per ordini superiori a {amount} con',
  installmentsUpTo: 'disponibile per ordini fino a {amount} con',
  installmentsMoreInfo: 'Scopri di più su {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Paga in {numInstallments} rate senza interessi con {provider}. Il tuo ordine viene spedito come sempre e le rate vengono addebitate ogni due settimane. Idoneità e limiti dipendono dall’ordine; {provider} li conferma al pagamento.',
  installmentsLoading: 'Caricamento…',
  lightboxLabel: 'Visualizzatore di immagini',
  lightboxPrevious: 'Immagine precedente',
  lightboxNext: 'Immagine successiva',
  lightboxPosition: 'Immagine {index} di {count}',
  lightboxOpen: 'Apri {title} nel visualizzatore',
  lightboxThumbnails: 'Miniature',
  lightboxShowImage: 'Mostra immagine {index} di {count}',
  audioPlay: 'Riproduci {title}',
  quickViewDetails: 'Vedi tutti i dettagli',
};

export default itOverlays;

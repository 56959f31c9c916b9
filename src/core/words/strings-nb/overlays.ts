// Norwegian Bokmål for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Norwegian Bokmål pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const nbOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Hurtigvisning av {productName}',
  installmentsInRange: 'eller {installments} med',
  installmentsPayments: '{numInstallments} rentefrie avdrag på {amount}',
  installmentsOver: 'tilgjengelig for bestillinger over {amount} med',
  installmentsUpTo: 'tilgjengelig for bestillinger opptil {amount} med',
  installmentsMoreInfo: 'Mer om {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Betal i {numInstallments} rentefrie avdrag med {provider}. Bestillingen sendes som vanlig, og avdragene trekkes annenhver uke. Om du godkjennes, og beløpsgrensene, avhenger av bestillingen; {provider} bekrefter det i kassen.',
  installmentsLoading: 'Laster inn…',
  lightboxLabel: 'Bildeviser',
  lightboxPrevious: 'Forrige bilde',
  lightboxNext: 'Neste bilde',
  lightboxPosition: 'Bilde {index} av {count}',
  lightboxOpen: 'Åpne {title} i bildeviseren',
  lightboxThumbnails: 'Miniatyrbilder',
  lightboxShowImage: 'Vis bilde {index} av {count}',
  audioPlay: 'Spill av {title}',
  quickViewDetails: 'Se alle detaljer',
};

export default nbOverlays;

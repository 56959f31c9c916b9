// Danish for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Danish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const daOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Hurtigt kig på {productName}',
  installmentsInRange: 'eller {installments} med',
  installmentsPayments: '{numInstallments} rentefri rater à {amount}',
  installmentsOver: 'muligt ved ordrer over {amount} med',
  installmentsUpTo: 'muligt ved ordrer op til {amount} med',
  installmentsMoreInfo: 'Læs mere om {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Betal i {numInstallments} rentefri rater med {provider}. Din ordre sendes som normalt, og raterne trækkes hver anden uge. Om du kan godkendes, og beløbsgrænserne, afhænger af din ordre; {provider} bekræfter det ved betalingen.',
  installmentsLoading: 'Indlæser…',
  lightboxLabel: 'Billedfremviser',
  lightboxPrevious: 'Forrige billede',
  lightboxNext: 'Næste billede',
  lightboxPosition: 'Billede {index} af {count}',
  lightboxOpen: 'Åbn {title} i billedfremviseren',
  lightboxThumbnails: 'Miniaturer',
  lightboxShowImage: 'Vis billede {index} af {count}',
  audioPlay: 'Afspil {title}',
  quickViewDetails: 'Se alle detaljer',
};

export default daOverlays;

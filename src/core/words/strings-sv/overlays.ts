// Swedish for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Swedish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const svOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Snabbtitt på {productName}',
  installmentsInRange: 'eller {installments} med',
  installmentsPayments: '{numInstallments} räntefria delbetalningar på {amount}',
  installmentsOver: 'gäller för beställningar över {amount} med',
  installmentsUpTo: 'gäller för beställningar upp till {amount} med',
  installmentsMoreInfo: 'Mer om {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Betala i {numInstallments} räntefria delbetalningar med {provider}. Din beställning skickas som vanligt och betalningarna dras varannan vecka. Om du beviljas och vilka belopp som gäller beror på din beställning; {provider} bekräftar det i kassan.',
  installmentsLoading: 'Laddar…',
  lightboxLabel: 'Bildvisare',
  lightboxPrevious: 'Föregående bild',
  lightboxNext: 'Nästa bild',
  lightboxPosition: 'Bild {index} av {count}',
  lightboxOpen: 'Öppna {title} i bildvisaren',
  lightboxThumbnails: 'Miniatyrer',
  lightboxShowImage: 'Visa bild {index} av {count}',
  audioPlay: 'Spela {title}',
  quickViewDetails: 'Visa alla detaljer',
};

export default svOverlays;

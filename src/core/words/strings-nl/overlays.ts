// Dutch for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Dutch pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const nlOverlays: Translation<'overlays'> = {
  quickViewLabel: '{productName} snel bekijken',
  installmentsInRange: 'of {installments} met',
  installmentsPayments: '{numInstallments} renteloze termijnen van {amount}',
  installmentsOver: 'beschikbaar voor bestellingen boven {amount} met',
  installmentsUpTo: 'beschikbaar voor bestellingen tot {amount} met',
  installmentsMoreInfo: 'Meer over {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Betaal in {numInstallments} renteloze termijnen met {provider}. Je bestelling wordt gewoon verzonden en de termijnen worden elke twee weken afgeschreven. Of het kan en tot welk bedrag hangt af van je bestelling; {provider} bevestigt dit bij het afrekenen.',
  installmentsLoading: 'Laden…',
  lightboxLabel: 'Afbeeldingsviewer',
  lightboxPrevious: 'Vorige afbeelding',
  lightboxNext: 'Volgende afbeelding',
  lightboxPosition: 'Afbeelding {index} van {count}',
  lightboxOpen: '{title} openen in de afbeeldingsviewer',
  lightboxThumbnails: 'Miniaturen',
  lightboxShowImage: 'Afbeelding {index} van {count} tonen',
  audioPlay: '{title} afspelen',
  quickViewDetails: 'Alle details bekijken',
};

export default nlOverlays;

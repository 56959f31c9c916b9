// Spanish for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Spanish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const esOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Vista rápida de {productName}',
  installmentsInRange: 'o {installments} con',
  installmentsPayments: '{numInstallments} pagos sin intereses de {amount}',
  'installmentsPayments#many': '{numInstallments} de pagos sin intereses de {amount}',
  installmentsOver: 'disponible para pedidos de más de {amount} con',
  installmentsUpTo: 'disponible para pedidos de hasta {amount} con',
  installmentsMoreInfo: 'Más información sobre {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Paga en {numInstallments} plazos sin intereses con {provider}. Tu pedido se envía como siempre y los pagos se cobran cada dos semanas. La aprobación y los límites dependen de tu pedido; {provider} los confirma al pagar.',
  installmentsLoading: 'Cargando…',
  lightboxLabel: 'Visor de imágenes',
  lightboxPrevious: 'Imagen anterior',
  lightboxNext: 'Imagen siguiente',
  lightboxPosition: 'Imagen {index} de {count}',
  lightboxOpen: 'Abrir {title} en el visor de imágenes',
  lightboxThumbnails: 'Miniaturas',
  lightboxShowImage: 'Mostrar imagen {index} de {count}',
  audioPlay: 'Reproducir {title}',
  quickViewDetails: 'Ver todos los detalles',
};

export default esOverlays;

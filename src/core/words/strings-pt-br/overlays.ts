// Brazilian Portuguese for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Brazilian Portuguese pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const ptbrOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Visualização rápida de {productName}',
  installmentsInRange: 'ou {installments} com',
  installmentsPayments: '{numInstallments}x sem juros de {amount}',
  'installmentsPayments#many': '{numInstallments} de parcelas sem juros de {amount}',
  installmentsOver: 'disponível para pedidos acima de {amount} com',
  installmentsUpTo: 'disponível para pedidos de até {amount} com',
  installmentsMoreInfo: 'Saiba mais sobre {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Pague em {numInstallments}x sem juros com {provider}. Seu pedido é enviado normalmente e as parcelas são cobradas a cada duas semanas. A aprovação e os limites dependem do seu pedido; {provider} confirma no pagamento.',
  installmentsLoading: 'Carregando…',
  lightboxLabel: 'Visualizador de imagens',
  lightboxPrevious: 'Imagem anterior',
  lightboxNext: 'Próxima imagem',
  lightboxPosition: 'Imagem {index} de {count}',
  lightboxOpen: 'Abrir {title} no visualizador de imagens',
  lightboxThumbnails: 'Miniaturas',
  lightboxShowImage: 'Mostrar imagem {index} de {count}',
  audioPlay: 'Tocar {title}',
  quickViewDetails: 'Ver todos os detalhes',
};

export default ptbrOverlays;

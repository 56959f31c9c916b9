// French for the overlays' group (src/core/words/strings-overlays.ts: quick view, installment
// message, lightbox, audio player): its own chunk, loaded with them on French pages only.

import type { Translation } from '../string-groups.ts';

const frOverlays: Translation<'overlays'> = {
  quickViewLabel: 'Aperçu rapide de {productName}',
  quickViewDetails: 'Voir tous les détails',
  installmentsInRange: 'ou {installments} avec',
  installmentsPayments: '{numInstallments} versements sans frais de {amount}',
  'installmentsPayments#many': '{numInstallments} de versements sans frais de {amount}',
  installmentsOver: 'disponible pour les commandes de plus de {amount} avec',
  installmentsUpTo: 'disponible pour les commandes jusqu’à {amount} avec',
  installmentsMoreInfo: 'En savoir plus sur {provider}',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    'Payez en {numInstallments} versements sans frais avec {provider}. Votre commande est expédiée comme d’habitude et les versements sont prélevés toutes les deux semaines. L’éligibilité et les plafonds dépendent de votre commande\u202f; {provider} les confirme au paiement.',
  installmentsLoading: 'Chargement…',
  lightboxLabel: 'Visionneuse d’images',
  lightboxPrevious: 'Image précédente',
  lightboxNext: 'Image suivante',
  lightboxPosition: 'Image {index} sur {count}',
  lightboxOpen: 'Ouvrir {title} dans la visionneuse',
  lightboxThumbnails: 'Miniatures',
  lightboxShowImage: 'Afficher l’image {index} sur {count}',
  audioPlay: 'Écouter {title}',
};

export default frOverlays;

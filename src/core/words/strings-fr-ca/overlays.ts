// Québec French, overlays group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const frcaOverlays: Partial<Translation<'overlays'>> = {
  // Québec: offert (available)
  installmentsOver: 'offert pour les commandes de plus de {amount} avec',
  // Québec: offert (available)
  installmentsUpTo: 'offert pour les commandes jusqu’à {amount} avec',
  // Québec: admissibilité, offert
  installmentsFallback:
    'Payez en {numInstallments} versements sans intérêts avec {provider}. Votre commande est expédiée comme d’habitude et les versements sont prélevés toutes les deux semaines. L’admissibilité et les limites dépendent de votre commande\u202f; {provider} les confirme au paiement.',
  // Québec: sans intérêts
  installmentsPayments: '{numInstallments} versements sans intérêts de {amount}',
  // Québec: sans intérêts
  'installmentsPayments#many': '{numInstallments} de versements sans intérêts de {amount}',
};

export default frcaOverlays;

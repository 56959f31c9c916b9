// European Portuguese, overlays group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptOverlays: Partial<Translation<'overlays'>> = {
  // Portugal: vista, not visualização
  quickViewLabel: 'Vista rápida de {productName}',
  // Portugal: prestações; 10x is Brazilian shorthand
  installmentsPayments: '{numInstallments} prestações sem juros de {amount}',
  // Portugal: prestações
  'installmentsPayments#many': '{numInstallments} de prestações sem juros de {amount}',
  // Portugal: encomenda, not pedido; prestações
  installmentsFallback:
    'Pague em {numInstallments} prestações sem juros com {provider}. A sua encomenda é enviada normalmente e as prestações são cobradas de duas em duas semanas. A aprovação e os limites dependem da sua encomenda; {provider} confirma-os no pagamento.',
  // Portugal: a + infinitive, not the gerund
  installmentsLoading: 'A carregar…',
};

export default ptptOverlays;

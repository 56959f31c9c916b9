// European Portuguese, main group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptMain: Partial<Translation<'main'>> = {
  // Portugal: a + infinitive, not the gerund
  adding: 'A adicionar…',
  // Portugal: subscrever, not assinar
  subscribe: 'Subscrever',
  // Portugal: vista, not visualização
  quickView: 'Vista rápida',
  // Portugal: carrinho de compras
  addedPopover: '{productName} foi adicionado ao seu carrinho de compras.',
  // Portugal: cartão-presente, not vale-presente
  selectDenomination: 'Escolha um valor para o cartão-presente',
  // Portugal: cartão-presente, not vale-presente
  unableToPurchaseGiftCard: 'Não foi possível comprar o cartão-presente',
  // Portugal: ligação, not conexão; a sua
  checkConnection: 'Verifique a sua ligação à internet.',
};

export default ptptMain;

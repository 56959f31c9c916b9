// Brazilian Portuguese for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Brazilian Portuguese pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const ptbrRestock: Translation<'restock'> = {
  restockPrompt: 'Receba um e-mail quando este item voltar ao estoque.',
  restockEmailLabel: 'E-mail',
  restockSubmit: 'Avise-me',
  restockMailingList: 'Quero receber a newsletter',
  restockSignedUp: 'Pronto! Vamos te avisar.',
  restockSubmitFailed: 'Não foi possível enviar o formulário. Tente novamente mais tarde.',
  scarcityDefault: '{qtyInStock, plural, one {Só resta #!} many {Só restam #!} other {Só restam #!}}',
  wishlistAdd: 'Adicionar à lista de desejos',
  wishlistSaving: 'Salvando…',
  wishlistSaved: 'Salvo na lista de desejos',
  wishlistFailed: 'Não foi possível salvar na sua lista de desejos. Tente novamente.',
};

export default ptbrRestock;

// European Portuguese, restock group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptRestock: Partial<Translation<'restock'>> = {
  // Portugal: stock, not estoque; artigo
  restockPrompt: 'Receba um e-mail quando este artigo voltar a estar em stock.',
  // Portugal: avisá-lo, not te avisar
  restockSignedUp: 'Pronto! Vamos avisá-lo.',
  // Portugal: guardar, not salvar
  wishlistSaving: 'A guardar…',
  // Portugal: guardar, not salvar
  wishlistSaved: 'Guardado na lista de desejos',
  // Portugal: guardar, not salvar
  wishlistFailed: 'Não foi possível guardar na sua lista de desejos. Tente novamente.',
};

export default ptptRestock;

// European Portuguese, cart group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptCart: Partial<Translation<'cart'>> = {
  // Portugal: a + infinitive; o seu
  cartLoading: 'A carregar o seu carrinho…',
  // Portugal: artigos, not itens
  cartItems: 'Artigos no seu carrinho',
  // Portugal: o seu; dentro de momentos
  cartUnknown: 'Não foi possível carregar o seu carrinho. Vamos tentar novamente dentro de momentos.',
};

export default ptptCart;

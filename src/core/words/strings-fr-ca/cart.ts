// Québec French, cart group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const frcaCart: Partial<Translation<'cart'>> = {
  // Québec: passer à la caisse
  cartCheckout: 'Passer à la caisse',
  // Québec: passer à la caisse
  minimumOrder: 'Pour passer à la caisse, le sous-total de votre commande doit être d’au moins {subtotal}.',
  // Québec: passer à la caisse
  cartUnavailableNote: 'Cet article n’est plus disponible. Retirez-le pour passer à la caisse.',
};

export default frcaCart;

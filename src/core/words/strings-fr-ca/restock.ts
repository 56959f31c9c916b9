// Québec French, restock group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const frcaRestock: Partial<Translation<'restock'>> = {
  // Québec: courriel
  restockPrompt: 'Recevez un courriel quand cet article sera de retour.',
  // Québec: courriel
  restockEmailLabel: 'Adresse courriel',
  // Québec: infolettre
  restockMailingList: 'S’inscrire à notre infolettre',
  // Québec: liste de souhaits
  wishlistAdd: 'Ajouter à la liste de souhaits',
  // Québec: liste de souhaits
  wishlistSaved: 'Ajouté à la liste de souhaits',
  // Québec: liste de souhaits
  wishlistFailed: 'Impossible d’ajouter à votre liste de souhaits. Veuillez réessayer.',
};

export default frcaRestock;

// Québec French, main group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const frcaMain: Partial<Translation<'main'>> = {
  // Québec: témoins
  enableCookies:
    'Veuillez activer les témoins (cookies) dans votre navigateur, recharger la page et réessayer.',
  // Québec: témoins
  expressCheckoutNoCookie:
    'Votre session a expiré ou les témoins (cookies) sont désactivés. Nous ne pouvons pas passer à la caisse.',
};

export default frcaMain;

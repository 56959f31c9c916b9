// Québec French, owner group: only the words that differ from France's (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const frcaOwner: Partial<Translation<'owner'>> = {
  // courriel
  ownerEmail: 'Courriel',
  // infolettre
  ownerMailingList: 'Infolettre',
  // courriel
  ownerConfirmOne:
    'Envoyer le courriel de retour en stock {count, plural, one {à # client} many {à # de clients} other {à # clients}} en attente de {product}, {variant}\u202f?',
  // courriel
  ownerConfirmMany:
    'Envoyer les courriels de retour en stock pour {groups, plural, one {# groupe} many {# de groupes} other {# groupes}} ({count, plural, one {# client} many {# de clients} other {# clients}})\u202f?',
};

export default frcaOwner;

// Québec French, template group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const frcaTemplate: Partial<Translation<'template'>> = {
  // Québec: courriel
  shareByEmail: 'Partager par courriel',
  // Québec: Blogue
  blogTitle: 'Blogue',
};

export default frcaTemplate;

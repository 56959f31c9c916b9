// Québec French, template group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../strings.ts';
import type { templateStrings } from '../strings-template.ts';

const frcaTemplate: Partial<Translation<typeof templateStrings>> = {
  // Québec: courriel
  shareByEmail: 'Partager par courriel',
  // Québec: Blogue
  blogTitle: 'Blogue',
};

export default frcaTemplate;

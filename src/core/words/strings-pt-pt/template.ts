// European Portuguese, template group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptTemplate: Partial<Translation<'template'>> = {
  // Portugal: partilhar, not compartilhar
  shareOn: 'Partilhar no {network}',
  // Portugal: partilhar, not compartilhar
  shareByEmail: 'Partilhar por e-mail',
  // Portugal: gosto, not curtida
  likeCountOne: '1 gosto',
  // Portugal: gosto, not curtida
  likeCountMany: '{count} gostos',
  // Portugal: gosto, not curtida
  'likeCountMany#many': '{count} de gostos',
};

export default ptptTemplate;

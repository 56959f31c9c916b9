// European Portuguese, share group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const ptptShare: Partial<Translation<'share'>> = {
  // partilhar, not compartilhar
  shareButton: 'Partilhar',
  // ligação, not link
  shareLinkCopied: 'Ligação copiada',
  shareCopyByHand: 'Copie esta ligação para partilhar o produto',
};

export default ptptShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const frShare: Translation<'share'> = {
  shareButton: 'Partager',
  shareLinkCopied: 'Lien copié',
  shareCopyByHand: 'Copiez ce lien pour partager le produit',
};

export default frShare;

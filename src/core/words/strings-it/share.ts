// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const itShare: Translation<'share'> = {
  shareButton: 'Condividi',
  shareLinkCopied: 'Link copiato',
  shareCopyByHand: 'Copia questo link per condividere il prodotto',
};

export default itShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const nbShare: Translation<'share'> = {
  shareButton: 'Del',
  shareLinkCopied: 'Lenken er kopiert',
  shareCopyByHand: 'Kopier lenken for å dele produktet',
};

export default nbShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const svShare: Translation<'share'> = {
  shareButton: 'Dela',
  shareLinkCopied: 'Länken har kopierats',
  shareCopyByHand: 'Kopiera länken för att dela produkten',
};

export default svShare;

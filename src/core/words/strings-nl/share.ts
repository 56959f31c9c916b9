// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const nlShare: Translation<'share'> = {
  shareButton: 'Delen',
  shareLinkCopied: 'Link gekopieerd',
  shareCopyByHand: 'Kopieer deze link om het product te delen',
};

export default nlShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const daShare: Translation<'share'> = {
  shareButton: 'Del',
  shareLinkCopied: 'Linket er kopieret',
  shareCopyByHand: 'Kopiér linket for at dele varen',
};

export default daShare;

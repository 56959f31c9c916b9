// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const jaShare: Translation<'share'> = {
  shareButton: '共有',
  shareLinkCopied: 'リンクをコピーしました',
  shareCopyByHand: 'このリンクをコピーして商品を共有してください',
};

export default jaShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const deShare: Translation<'share'> = {
  shareButton: 'Teilen',
  shareLinkCopied: 'Link kopiert',
  shareCopyByHand: 'Kopiere diesen Link, um das Produkt zu teilen',
};

export default deShare;

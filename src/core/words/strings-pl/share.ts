// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const plShare: Translation<'share'> = {
  shareButton: 'Udostępnij',
  shareLinkCopied: 'Link skopiowany',
  shareCopyByHand: 'Skopiuj ten link, aby udostępnić produkt',
};

export default plShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const heShare: Translation<'share'> = {
  shareButton: 'שיתוף',
  shareLinkCopied: 'הקישור הועתק',
  shareCopyByHand: 'אפשר להעתיק את הקישור כדי לשתף את המוצר',
};

export default heShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const esShare: Translation<'share'> = {
  shareButton: 'Compartir',
  shareLinkCopied: 'Enlace copiado',
  shareCopyByHand: 'Copia este enlace para compartir el producto',
};

export default esShare;

// The share button's words (src/core/words/strings-share.ts): its own chunk, loaded with the button.

import type { Translation } from '../string-groups.ts';

const ptBrShare: Translation<'share'> = {
  shareButton: 'Compartilhar',
  shareLinkCopied: 'Link copiado',
  shareCopyByHand: 'Copie este link para compartilhar o produto',
};

export default ptBrShare;

// Japanese for the restock form's and scarcity message's group (src/core/words/strings-on-demand.ts): its own chunk, loaded
// only on Japanese pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const jaRestock: Translation<'restock'> = {
  restockPrompt: '再入荷したらメールでお知らせします。',
  restockEmailLabel: 'メールアドレス',
  restockSubmit: '入荷を通知',
  restockMailingList: 'メールマガジンに登録する',
  restockSignedUp: '登録しました',
  restockSubmitFailed: 'フォームを送信できませんでした。しばらくしてからもう一度お試しください。',
  scarcityDefault: '{qtyInStock, plural, other {残りわずか#点！}}',
  wishlistAdd: 'ほしい物リストに追加',
  wishlistSaving: '保存中…',
  wishlistSaved: 'ほしい物リストに保存しました',
  wishlistFailed: 'ほしい物リストに保存できませんでした。もう一度お試しください。',
};

export default jaRestock;

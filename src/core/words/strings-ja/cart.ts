// Japanese for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Japanese pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const jaCart: Translation<'cart'> = {
  unableToUpdateQuantity: '数量を変更できませんでした',
  unableToRemoveItem: '商品を削除できませんでした',
  minimumOrder: 'ご購入手続きには、小計が{subtotal}以上である必要があります。',
  cartLoading: 'カートを読み込んでいます…',
  cartEmpty: 'カートは空です。',
  continueShopping: '買い物を続ける',
  cartItems: 'カートの商品',
  cartDrawerTitle: 'カート',
  cartSubtotal: '小計',
  cartCheckout: '購入手続きへ',
  cartEach: '単価 {price}',
  cartDecrease: '{productName}の数量を減らす',
  cartIncrease: '{productName}の数量を増やす',
  cartQuantityOf: '{productName}の数量',
  cartRemove: '削除',
  cartRemoveLabel: '{productName}を削除',
  cartQuantityChanged: '{productName}：数量{quantity}。',
  cartRemoved: '{productName}をカートから削除しました。',
  cartEditAnswers: '編集',
  cartEditAnswersLabel: '{productName}の回答を編集',
  cartAnswersUpdated: '{productName}の回答を更新しました。',
  cartUnavailable: 'お取り扱いできない商品',
  cartUnavailableNote: 'この商品は現在お取り扱いがありません。ご購入手続きに進むには削除してください。',
  cartRemoveInstead: '{productName}を削除するには「削除」を押してください。',
  cartOnlyLeft: '残り{quantity}点です。',
  cartUnknown: 'カートを読み込めませんでした。まもなく再試行します。',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'ご注文内容',
  cartDiscount: '割引',
  cartDiscountAmount: '−{amount}',
  cartShipping: '送料',
  cartShippingFree: '無料',
  cartTax: '税',
  cartTotal: '合計',
  cartCouponApplied: 'クーポン「{code}」を適用しました。',
  cartCouponInvalid: 'クーポン「{code}」はこのカートには使用できません。',
};

export default jaCart;

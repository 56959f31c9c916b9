// Hebrew for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Hebrew pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const heCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'לא ניתן לעדכן את הכמות',
  unableToRemoveItem: 'לא ניתן להסיר את הפריט',
  minimumOrder: 'כדי להמשיך לתשלום, סכום הביניים של ההזמנה צריך להיות לפחות {subtotal}.',
  cartLoading: 'טוענים את סל הקניות…',
  cartEmpty: 'סל הקניות ריק.',
  continueShopping: 'להמשך קנייה',
  cartItems: 'הפריטים בסל',
  cartDrawerTitle: 'הסל שלך',
  cartSubtotal: 'סכום ביניים',
  cartCheckout: 'לתשלום',
  cartEach: '{price} ליחידה',
  cartDecrease: 'הפחתת הכמות של {productName}',
  cartIncrease: 'הגדלת הכמות של {productName}',
  cartQuantityOf: 'הכמות של {productName}',
  cartRemove: 'הסרה',
  cartRemoveLabel: 'הסרת {productName}',
  cartQuantityChanged: '{productName}: כמות {quantity}.',
  cartRemoved: '{productName} הוסר מסל הקניות.',
  cartEditAnswers: 'עריכה',
  cartEditAnswersLabel: 'עריכת התשובות עבור {productName}',
  cartAnswersUpdated: 'התשובות עבור {productName} עודכנו.',
  cartUnavailable: 'פריט לא זמין',
  cartUnavailableNote: 'הפריט הזה כבר לא זמין. צריך להסיר אותו כדי להמשיך לתשלום.',
  cartRemoveInstead: 'כדי להסיר את {productName}, לוחצים על הסרה.',
  cartOnlyLeft: 'נשארו רק {quantity}.',
  cartUnknown: 'לא הצלחנו לטעון את העגלה. ננסה שוב בעוד רגע.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'סיכום הזמנה',
  cartDiscount: 'הנחה',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'משלוח',
  cartShippingFree: 'חינם',
  cartTax: 'מס',
  cartTotal: 'סה״כ',
  cartCouponApplied: 'הקופון {code} הוחל.',
  cartCouponInvalid: 'לא ניתן להחיל את הקופון {code} על הסל הזה.',
};

export default heCart;

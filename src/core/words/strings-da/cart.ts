// Danish for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Danish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const daCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Antallet kunne ikke ændres',
  unableToRemoveItem: 'Varen kunne ikke fjernes',
  minimumOrder: 'For at gå til kassen skal din ordres subtotal være mindst {subtotal}.',
  cartLoading: 'Indlæser din kurv…',
  cartEmpty: 'Din kurv er tom.',
  continueShopping: 'Shop videre',
  cartItems: 'Varer i din kurv',
  cartDrawerTitle: 'Din kurv',
  cartSubtotal: 'Subtotal',
  cartCheckout: 'Gå til kassen',
  cartEach: '{price} pr. stk.',
  cartDecrease: 'Færre af {productName}',
  cartIncrease: 'Flere af {productName}',
  cartQuantityOf: 'Antal af {productName}',
  cartRemove: 'Fjern',
  cartRemoveLabel: 'Fjern {productName}',
  cartQuantityChanged: '{productName}: antal {quantity}.',
  cartRemoved: '{productName} er fjernet fra din kurv.',
  cartEditAnswers: 'Ret',
  cartEditAnswersLabel: 'Ret svar for {productName}',
  cartAnswersUpdated: 'Svarene for {productName} er opdateret.',
  cartUnavailable: 'Vare ikke tilgængelig',
  cartUnavailableNote: 'Varen kan ikke længere købes. Fjern den for at gå til kassen.',
  cartRemoveInstead: 'Brug Fjern for at fjerne {productName}.',
  cartOnlyLeft: 'Kun {quantity} tilbage.',
  cartUnknown: 'Vi kunne ikke hente din kurv. Vi prøver igen om lidt.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Ordreoversigt',
  cartDiscount: 'Rabat',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Fragt',
  cartShippingFree: 'Gratis',
  cartTax: 'Moms',
  cartTotal: 'I alt',
  cartCouponApplied: 'Rabatkoden {code} er anvendt.',
  cartCouponInvalid: 'Rabatkoden {code} kan ikke bruges på denne kurv.',
};

export default daCart;

// Norwegian Bokmål for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Norwegian Bokmål pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const nbCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Kunne ikke endre antallet',
  unableToRemoveItem: 'Kunne ikke fjerne varen',
  minimumOrder: 'For å gå til kassen må delsummen for bestillingen være minst {subtotal}.',
  cartLoading: 'Laster inn handlekurven…',
  cartEmpty: 'Handlekurven din er tom.',
  continueShopping: 'Fortsett å handle',
  cartItems: 'Varer i handlekurven',
  cartDrawerTitle: 'Handlekurven din',
  cartSubtotal: 'Delsum',
  cartCheckout: 'Til kassen',
  cartEach: '{price} per stk.',
  cartDecrease: 'Reduser antall {productName}',
  cartIncrease: 'Øk antall {productName}',
  cartQuantityOf: 'Antall {productName}',
  cartRemove: 'Fjern',
  cartRemoveLabel: 'Fjern {productName}',
  cartQuantityChanged: '{productName}: antall {quantity}.',
  cartRemoved: '{productName} er fjernet fra handlekurven.',
  cartEditAnswers: 'Endre',
  cartEditAnswersLabel: 'Endre svarene for {productName}',
  cartAnswersUpdated: 'Svarene for {productName} er oppdatert.',
  cartUnavailable: 'Varen er ikke tilgjengelig',
  cartUnavailableNote: 'Denne varen finnes ikke lenger. Fjern den for å gå til kassen.',
  cartRemoveInstead: 'Bruk Fjern for å fjerne {productName}.',
  cartOnlyLeft: 'Bare {quantity} igjen.',
  cartUnknown: 'Vi fikk ikke lastet handlekurven. Vi prøver igjen om litt.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Ordresammendrag',
  cartDiscount: 'Rabatt',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Frakt',
  cartShippingFree: 'Gratis',
  cartTax: 'MVA',
  cartTotal: 'Totalt',
  cartCouponApplied: 'Rabattkoden {code} er brukt.',
  cartCouponInvalid: 'Rabattkoden {code} kan ikke brukes på denne handlekurven.',
};

export default nbCart;

// Swedish for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Swedish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const svCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Det gick inte att ändra antalet',
  unableToRemoveItem: 'Det gick inte att ta bort varan',
  minimumOrder: 'För att gå till kassan måste beställningens delsumma vara minst {subtotal}.',
  cartLoading: 'Laddar din varukorg…',
  cartEmpty: 'Din varukorg är tom.',
  continueShopping: 'Fortsätt handla',
  cartItems: 'Varor i din varukorg',
  cartDrawerTitle: 'Din varukorg',
  cartSubtotal: 'Delsumma',
  cartCheckout: 'Till kassan',
  cartEach: '{price} /st',
  cartDecrease: 'Minska antalet {productName}',
  cartIncrease: 'Öka antalet {productName}',
  cartQuantityOf: 'Antal {productName}',
  cartRemove: 'Ta bort',
  cartRemoveLabel: 'Ta bort {productName}',
  cartQuantityChanged: '{productName}: antal {quantity}.',
  cartRemoved: '{productName} har tagits bort från din varukorg.',
  cartEditAnswers: 'Ändra',
  cartEditAnswersLabel: 'Ändra svaren för {productName}',
  cartAnswersUpdated: 'Svaren för {productName} har uppdaterats.',
  cartUnavailable: 'Varan är inte tillgänglig',
  cartUnavailableNote: 'Den här varan finns inte längre. Ta bort den för att gå till kassan.',
  cartRemoveInstead: 'Använd Ta bort för att ta bort {productName}.',
  cartOnlyLeft: 'Endast {quantity} kvar.',
  cartUnknown: 'Vi kunde inte läsa in din varukorg. Vi försöker igen om en stund.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Ordersammanfattning',
  cartDiscount: 'Rabatt',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Frakt',
  cartShippingFree: 'Gratis',
  cartTax: 'Moms',
  cartTotal: 'Totalt',
  cartCouponApplied: 'Rabattkoden {code} har använts.',
  cartCouponInvalid: 'Rabattkoden {code} kan inte användas för den här varukorgen.',
};

export default svCart;

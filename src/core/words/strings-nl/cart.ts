// Dutch for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Dutch pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const nlCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Aantal kan niet worden gewijzigd',
  unableToRemoveItem: 'Artikel kan niet worden verwijderd',
  minimumOrder: 'Om af te rekenen moet het subtotaal van je bestelling minstens {subtotal} zijn.',
  cartLoading: 'Winkelwagen wordt geladen…',
  cartEmpty: 'Je winkelwagen is leeg.',
  continueShopping: 'Verder winkelen',
  cartItems: 'Artikelen in je winkelwagen',
  cartDrawerTitle: 'Je winkelwagen',
  cartSubtotal: 'Subtotaal',
  cartCheckout: 'Afrekenen',
  cartEach: '{price} per stuk',
  cartDecrease: 'Aantal van {productName} verlagen',
  cartIncrease: 'Aantal van {productName} verhogen',
  cartQuantityOf: 'Aantal van {productName}',
  cartRemove: 'Verwijderen',
  cartRemoveLabel: '{productName} verwijderen',
  cartQuantityChanged: '{productName}: aantal {quantity}.',
  cartRemoved: '{productName} is uit je winkelwagen verwijderd.',
  cartEditAnswers: 'Wijzigen',
  cartEditAnswersLabel: 'Antwoorden voor {productName} wijzigen',
  cartAnswersUpdated: 'De antwoorden voor {productName} zijn bijgewerkt.',
  cartUnavailable: 'Artikel niet beschikbaar',
  cartUnavailableNote: 'Dit artikel is niet meer beschikbaar. Verwijder het om af te rekenen.',
  cartRemoveInstead: 'Gebruik Verwijderen om {productName} te verwijderen.',
  cartOnlyLeft: 'Nog maar {quantity} op voorraad.',
  cartUnknown: 'Je winkelwagen kon niet worden geladen. We proberen het zo opnieuw.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Besteloverzicht',
  cartDiscount: 'Korting',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Verzending',
  cartShippingFree: 'Gratis',
  cartTax: 'Btw',
  cartTotal: 'Totaal',
  cartCouponApplied: 'Kortingscode {code} toegepast.',
  cartCouponInvalid: 'Kortingscode {code} kan niet worden gebruikt voor deze winkelwagen.',
};

export default nlCart;

// German for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on German pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const deCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Menge konnte nicht geändert werden',
  unableToRemoveItem: 'Artikel konnte nicht entfernt werden',
  minimumOrder: 'Für die Bestellung muss die Zwischensumme mindestens {subtotal} betragen.',
  cartLoading: 'Warenkorb wird geladen…',
  cartEmpty: 'Dein Warenkorb ist leer.',
  continueShopping: 'Weiter einkaufen',
  cartItems: 'Artikel in deinem Warenkorb',
  cartDrawerTitle: 'Dein Warenkorb',
  cartSubtotal: 'Zwischensumme',
  cartCheckout: 'Zur Kasse',
  cartEach: 'je {price}',
  cartDecrease: 'Menge von {productName} verringern',
  cartIncrease: 'Menge von {productName} erhöhen',
  cartQuantityOf: 'Menge von {productName}',
  cartRemove: 'Entfernen',
  cartRemoveLabel: '{productName} entfernen',
  cartQuantityChanged: '{productName}: Menge {quantity}.',
  cartRemoved: '{productName} wurde aus deinem Warenkorb entfernt.',
  cartEditAnswers: 'Bearbeiten',
  cartEditAnswersLabel: 'Angaben zu {productName} bearbeiten',
  cartAnswersUpdated: 'Die Angaben zu {productName} wurden aktualisiert.',
  cartUnavailable: 'Artikel nicht verfügbar',
  cartUnavailableNote: 'Dieser Artikel ist nicht mehr erhältlich. Entferne ihn, um zur Kasse zu gehen.',
  cartRemoveInstead: 'Um {productName} zu entfernen, nutze „Entfernen“.',
  cartOnlyLeft: 'Nur noch {quantity} verfügbar.',
  cartUnknown: 'Dein Warenkorb konnte nicht geladen werden. Wir versuchen es gleich noch einmal.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Bestellübersicht',
  cartDiscount: 'Rabatt',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Versand',
  cartShippingFree: 'Kostenlos',
  cartTax: 'Steuer',
  cartTotal: 'Gesamtsumme',
  cartCouponApplied: 'Gutschein {code} eingelöst.',
  cartCouponInvalid: 'Gutschein {code} kann für diesen Warenkorb nicht eingelöst werden.',
};

export default deCart;

// Polish for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Polish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const plCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Nie udało się zmienić ilości',
  unableToRemoveItem: 'Nie udało się usunąć produktu',
  minimumOrder: 'Aby przejść do kasy, suma częściowa zamówienia musi wynosić co najmniej {subtotal}.',
  cartLoading: 'Wczytywanie koszyka…',
  cartEmpty: 'Twój koszyk jest pusty.',
  continueShopping: 'Kontynuuj zakupy',
  cartItems: 'Produkty w koszyku',
  cartDrawerTitle: 'Twój koszyk',
  cartSubtotal: 'Suma częściowa',
  cartCheckout: 'Przejdź do kasy',
  cartEach: '{price} / szt.',
  cartDecrease: 'Zmniejsz ilość: {productName}',
  cartIncrease: 'Zwiększ ilość: {productName}',
  cartQuantityOf: 'Ilość: {productName}',
  cartRemove: 'Usuń',
  cartRemoveLabel: 'Usuń {productName}',
  cartQuantityChanged: '{productName}: ilość {quantity}.',
  cartRemoved: 'Usunięto {productName} z koszyka.',
  cartEditAnswers: 'Edytuj',
  cartEditAnswersLabel: 'Edytuj odpowiedzi: {productName}',
  cartAnswersUpdated: 'Zaktualizowano odpowiedzi: {productName}.',
  cartUnavailable: 'Produkt niedostępny',
  cartUnavailableNote: 'Ten produkt nie jest już dostępny. Usuń go, aby przejść do kasy.',
  cartRemoveInstead: 'Aby usunąć {productName}, użyj przycisku Usuń.',
  cartOnlyLeft: 'Zostało tylko {quantity} szt.',
  cartUnknown: 'Nie udało się wczytać koszyka. Za chwilę spróbujemy ponownie.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Podsumowanie zamówienia',
  cartDiscount: 'Rabat',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Wysyłka',
  cartShippingFree: 'Bezpłatna',
  cartTax: 'Podatek',
  cartTotal: 'Razem',
  cartCouponApplied: 'Zastosowano kupon {code}.',
  cartCouponInvalid: 'Kuponu {code} nie można zastosować do tego koszyka.',
};

export default plCart;

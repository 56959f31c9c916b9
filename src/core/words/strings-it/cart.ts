// Italian for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Italian pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const itCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Impossibile modificare la quantità',
  unableToRemoveItem: 'Impossibile rimuovere l’articolo',
  minimumOrder: 'Per procedere al pagamento, il subtotale dell’ordine deve essere di almeno {subtotal}.',
  cartLoading: 'Caricamento del carrello…',
  cartEmpty: 'Il tuo carrello è vuoto.',
  continueShopping: 'Continua lo shopping',
  cartItems: 'Articoli nel carrello',
  cartDrawerTitle: 'Il tuo carrello',
  cartSubtotal: 'Subtotale',
  cartCheckout: 'Vai al pagamento',
  cartEach: '{price} cad.',
  cartDecrease: 'Diminuisci la quantità di {productName}',
  cartIncrease: 'Aumenta la quantità di {productName}',
  cartQuantityOf: 'Quantità di {productName}',
  cartRemove: 'Rimuovi',
  cartRemoveLabel: 'Rimuovi {productName}',
  cartQuantityChanged: '{productName}: quantità {quantity}.',
  cartRemoved: '{productName} è stato rimosso dal carrello.',
  cartEditAnswers: 'Modifica',
  cartEditAnswersLabel: 'Modifica le risposte per {productName}',
  cartAnswersUpdated: 'Le risposte per {productName} sono state aggiornate.',
  cartUnavailable: 'Articolo non disponibile',
  cartUnavailableNote: 'Questo articolo non è più disponibile. Rimuovilo per procedere al pagamento.',
  cartRemoveInstead: 'Per togliere {productName}, usa Rimuovi.',
  cartOnlyLeft: 'Ne restano solo {quantity}.',
  cartUnknown: 'Non è stato possibile caricare il carrello. Riproveremo tra poco.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Riepilogo ordine',
  cartDiscount: 'Sconto',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Spedizione',
  cartShippingFree: 'Gratuita',
  cartTax: 'Imposte',
  cartTotal: 'Totale',
  cartCouponApplied: 'Coupon {code} applicato.',
  cartCouponInvalid: 'Il coupon {code} non può essere applicato a questo carrello.',
};

export default itCart;

// French for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded with the
// other French groups on French pages only.

import type { Translation } from '../string-groups.ts';

const frCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Impossible de modifier la quantité',
  unableToRemoveItem: 'Impossible de retirer l’article',
  minimumOrder: 'Pour valider votre commande, son sous-total doit être d’au moins {subtotal}.',
  cartLoading: 'Chargement de votre panier…',
  cartEmpty: 'Votre panier est vide.',
  continueShopping: 'Continuer vos achats',
  cartItems: 'Articles de votre panier',
  cartDrawerTitle: 'Votre panier',
  cartSubtotal: 'Sous-total',
  cartCheckout: 'Valider mon panier',
  cartEach: '{price} chacun',
  cartDecrease: 'Diminuer la quantité de {productName}',
  cartIncrease: 'Augmenter la quantité de {productName}',
  cartQuantityOf: 'Quantité de {productName}',
  cartRemove: 'Retirer',
  cartRemoveLabel: 'Retirer {productName}',
  cartQuantityChanged: '{productName}\u202f: quantité {quantity}.',
  cartRemoved: '{productName} a été retiré de votre panier.',
  cartEditAnswers: 'Modifier',
  cartEditAnswersLabel: 'Modifier les réponses pour {productName}',
  cartAnswersUpdated: 'Les réponses pour {productName} ont été mises à jour.',
  cartUnavailable: 'Article indisponible',
  cartUnavailableNote: 'Cet article n’est plus disponible. Retirez-le pour valider votre commande.',
  cartRemoveInstead: 'Pour retirer {productName}, utilisez Retirer.',
  cartOnlyLeft: 'Plus que {quantity} en stock.',
  cartUnknown: 'Votre panier n’a pas pu être chargé. Nous réessaierons dans un instant.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Récapitulatif de la commande',
  cartDiscount: 'Remise',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Livraison',
  cartShippingFree: 'Gratuite',
  cartTax: 'Taxes',
  cartTotal: 'Total',
  cartCouponApplied: 'Code promo {code} appliqué.',
  cartCouponInvalid: 'Le code promo {code} ne peut pas être appliqué à ce panier.',
};

export default frCart;

// Spanish for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Spanish pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const esCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'No se ha podido cambiar la cantidad',
  unableToRemoveItem: 'No se ha podido eliminar el artículo',
  minimumOrder: 'Para finalizar la compra, el subtotal del pedido debe ser de al menos {subtotal}.',
  cartLoading: 'Cargando tu carrito…',
  cartEmpty: 'Tu carrito está vacío.',
  continueShopping: 'Seguir comprando',
  cartItems: 'Artículos de tu carrito',
  cartDrawerTitle: 'Tu carrito',
  cartSubtotal: 'Subtotal',
  cartCheckout: 'Finalizar compra',
  cartEach: '{price} c/u',
  cartDecrease: 'Reducir la cantidad de {productName}',
  cartIncrease: 'Aumentar la cantidad de {productName}',
  cartQuantityOf: 'Cantidad de {productName}',
  cartRemove: 'Eliminar',
  cartRemoveLabel: 'Eliminar {productName}',
  cartQuantityChanged: '{productName}: cantidad {quantity}.',
  cartRemoved: '{productName} se ha eliminado de tu carrito.',
  cartEditAnswers: 'Editar',
  cartEditAnswersLabel: 'Editar las respuestas de {productName}',
  cartAnswersUpdated: 'Se han actualizado las respuestas de {productName}.',
  cartUnavailable: 'Artículo no disponible',
  cartUnavailableNote: 'Este artículo ya no está disponible. Elimínalo para finalizar la compra.',
  cartRemoveInstead: 'Para quitar {productName}, usa Eliminar.',
  cartOnlyLeft: 'Solo quedan {quantity}.',
  cartUnknown: 'No hemos podido cargar tu carrito. Volveremos a intentarlo en un momento.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Resumen del pedido',
  cartDiscount: 'Descuento',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Envío',
  cartShippingFree: 'Gratis',
  cartTax: 'Impuestos',
  cartTotal: 'Total',
  cartCouponApplied: 'Cupón {code} aplicado.',
  cartCouponInvalid: 'El cupón {code} no se puede aplicar a este carrito.',
};

export default esCart;

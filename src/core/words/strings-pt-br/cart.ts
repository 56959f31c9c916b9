// Brazilian Portuguese for the cart page's group (src/core/words/strings-cart.ts): its own chunk, loaded
// only on Brazilian Portuguese pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const ptbrCart: Translation<'cart'> = {
  unableToUpdateQuantity: 'Não foi possível alterar a quantidade',
  unableToRemoveItem: 'Não foi possível remover o item',
  minimumOrder: 'Para finalizar a compra, o subtotal do pedido precisa ser de pelo menos {subtotal}.',
  cartLoading: 'Carregando seu carrinho…',
  cartEmpty: 'Seu carrinho está vazio.',
  continueShopping: 'Continuar comprando',
  cartItems: 'Itens no seu carrinho',
  cartDrawerTitle: 'Seu carrinho',
  cartSubtotal: 'Subtotal',
  cartCheckout: 'Finalizar compra',
  cartEach: '{price} cada',
  cartDecrease: 'Diminuir a quantidade de {productName}',
  cartIncrease: 'Aumentar a quantidade de {productName}',
  cartQuantityOf: 'Quantidade de {productName}',
  cartRemove: 'Remover',
  cartRemoveLabel: 'Remover {productName}',
  cartQuantityChanged: '{productName}: quantidade {quantity}.',
  cartRemoved: '{productName} foi removido do seu carrinho.',
  cartEditAnswers: 'Editar',
  cartEditAnswersLabel: 'Editar respostas de {productName}',
  cartAnswersUpdated: 'As respostas de {productName} foram atualizadas.',
  cartUnavailable: 'Item indisponível',
  cartUnavailableNote: 'Este item não está mais disponível. Remova-o para finalizar a compra.',
  cartRemoveInstead: 'Para tirar {productName}, use Remover.',
  cartOnlyLeft: 'Restam apenas {quantity}.',
  cartUnknown: 'Não foi possível carregar seu carrinho. Vamos tentar de novo em instantes.',
  // Issue 34: the cart's totals as checkout lays them out.
  cartSummary: 'Resumo do pedido',
  cartDiscount: 'Desconto',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Frete',
  cartShippingFree: 'Grátis',
  cartTax: 'Impostos',
  cartTotal: 'Total',
  cartCouponApplied: 'Cupom {code} aplicado.',
  cartCouponInvalid: 'O cupom {code} não pode ser aplicado a este carrinho.',
};

export default ptbrCart;

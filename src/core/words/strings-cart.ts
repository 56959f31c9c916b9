// @string-group cart (cartPageStrings): Cart page, with the cart island
// The cart page island's words (issue 13): a group of their own so the shopper's core chunk,
// loaded on every page, does not carry them; only the lazy cart island imports this file.
// `resolveCatalogue` applies the page context's overrides as for every group.
export const cartPageStrings = {
  // Cart UI strings of the spec (section 9), as written there.
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  minimumOrder: 'To check out, your order subtotal must be {subtotal} or more.',
  // Cart page (spec 2: its layout is not shown, so these words are ours).
  cartLoading: 'Loading your cart…',
  cartEmpty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  cartItems: 'Items in your cart',
  // The cart drawer's heading (issue 36: not in the spec).
  cartDrawerTitle: 'Your cart',
  cartSubtotal: 'Subtotal',
  cartCheckout: 'Checkout',
  cartEach: '{price} each',
  cartDecrease: 'Decrease quantity of {productName}',
  cartIncrease: 'Increase quantity of {productName}',
  cartQuantityOf: 'Quantity of {productName}',
  cartRemove: 'Remove',
  cartRemoveLabel: 'Remove {productName}',
  cartQuantityChanged: '{productName}: quantity {quantity}.',
  cartRemoved: '{productName} was removed from your cart.',
  cartEditAnswers: 'Edit',
  cartEditAnswersLabel: 'Edit answers for {productName}',
  cartAnswersUpdated: 'Answers for {productName} were updated.',
  // An entry the platform sent that the page cannot read (a deleted product, a changed field).
  cartUnavailable: 'Unavailable item',
  cartUnavailableNote: 'This item is no longer available. Remove it to check out.',
  // Typing 0 in a quantity box: why it is refused, and what to do instead.
  cartRemoveInstead: 'To remove {productName}, use Remove.',
  // The platform refused a quantity as more than it has: how many are left (the line then holds
  // them all, and its + stops there).
  cartOnlyLeft: 'Only {quantity} left.',
  // The cart could not be read and no copy of it is known: unknown, never "empty".
  cartUnknown: 'Your cart could not be loaded. We will try again shortly.',
  // The cart's totals as checkout lays them out (issue 34): each row only when the cart has it.
  cartSummary: 'Order summary',
  cartDiscount: 'Discount',
  cartDiscountAmount: '−{amount}',
  cartShipping: 'Shipping',
  cartShippingFree: 'Free',
  cartTax: 'Tax',
  cartTotal: 'Total',
  cartCouponApplied: 'Coupon {code} applied.',
  cartCouponInvalid: 'Coupon {code} cannot be applied to this cart.',
} as const;

export type CartPageStrings = { readonly [K in keyof typeof cartPageStrings]: string };

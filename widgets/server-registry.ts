// The server half's widget registry: every island, imported statically, because the builder
// renders any island to HTML at publish time. Never imported by the browser bundle.
// Keep in step with registry.ts (a test checks both list the same islands).
import addToCart from './add-to-cart/index.ts';
import audioPlayer from './audio-player/index.ts';
import button from './button/index.ts';
import cart from './cart/index.ts';
import cartPill from './cart-pill/index.ts';
import form from './form/index.ts';
import installmentMessage from './installment-message/index.ts';
import lightbox from './lightbox/index.ts';
import newsletter from './newsletter/index.ts';
import productPrice from './product-price/index.ts';
import quantity from './quantity/index.ts';
import quickView from './quick-view/index.ts';
import restockForm from './restock-form/index.ts';
import scarcity from './scarcity/index.ts';
import type { Widget } from './shared/contract.ts';
import variantSelect from './variant-select/index.ts';

export const serverWidgets: Readonly<Record<string, Widget>> = {
  'cart-pill': cartPill,
  'product-price': productPrice,
  'variant-select': variantSelect,
  quantity,
  'add-to-cart': addToCart,
  form,
  newsletter,
  button,
  'installment-message': installmentMessage,
  'quick-view': quickView,
  cart,
  lightbox,
  'audio-player': audioPlayer,
  'restock-form': restockForm,
  scarcity,
};

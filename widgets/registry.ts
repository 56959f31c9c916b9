// The browser's widget registry: island name -> widget. Islands on every shop page ship in the
// main bundle; every other island is its own chunk, fetched when a page has its mount point.
// Adding an island: one line here (bundled or lazy) and one in server-registry.ts.
import addToCart from './add-to-cart/index.ts';
import cartPill from './cart-pill/index.ts';
import productPrice from './product-price/index.ts';
import quantity from './quantity/index.ts';
import { createWidgetRegistry } from './shared/widget-registry.ts';
import variantSelect from './variant-select/index.ts';

export const widgetRegistry = createWidgetRegistry({
  bundled: {
    'cart-pill': cartPill,
    'product-price': productPrice,
    'variant-select': variantSelect,
    quantity,
    'add-to-cart': addToCart,
  },
  lazy: {
    form: { load: () => import('./form/index.ts') },
    newsletter: { load: () => import('./newsletter/index.ts') },
    button: { load: () => import('./button/index.ts') },
    'installment-message': { load: () => import('./installment-message/index.ts') },
    'quick-view': { load: () => import('./quick-view/index.ts') },
    'audio-player': { load: () => import('./audio-player/index.ts') },
    lightbox: { load: () => import('./lightbox/index.ts') },
    cart: { load: () => import('./cart/index.ts') },
    'restock-form': { load: () => import('./restock-form/index.ts') },
    scarcity: { load: () => import('./scarcity/index.ts') },
  },
});

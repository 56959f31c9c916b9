// The widget registry: island name -> loader. Boot and the server renderer reach widgets only
// through here. Islands that are on every shop page load with the main bundle; heavy, rare
// ones load with import() when a page has them.
import addToCart from './add-to-cart/index.ts';
import cartPill from './cart-pill/index.ts';
import productPrice from './product-price/index.ts';
import quantity from './quantity/index.ts';
import type { Widget } from './shared/contract.ts';
import variantSelect from './variant-select/index.ts';

type Loader = () => Promise<Widget>;

/** Widgets in the main bundle, also used synchronously by the server renderer. */
export const bundledWidgets: Readonly<Record<string, Widget>> = {
  'cart-pill': cartPill,
  'product-price': productPrice,
  'variant-select': variantSelect,
  quantity,
  'add-to-cart': addToCart,
};

const lazyWidgets: Readonly<Record<string, Loader>> = {
  cart: () => import('./cart/index.ts').then((m) => m.default),
};

export function widgetLoader(name: string): Loader | undefined {
  const bundled = bundledWidgets[name];
  if (bundled) return () => Promise.resolve(bundled);
  return lazyWidgets[name];
}

export function widgetNames(): string[] {
  return [...Object.keys(bundledWidgets), ...Object.keys(lazyWidgets)];
}

export { IslandOptionsError, type RawIslandOptions, type Widget } from './shared/contract.ts';
export { IslandProvider } from './shared/island-context.tsx';

// Where the site's tabs tell each other about the cart (cart-sync.ts). Its own module: the browser
// entry listens from the start and hands what it heard to the sync's chunk when the page is idle.
export const CART_SYNC_CHANNEL_PREFIX = 'storefront-cart:';
export const CART_SYNC_STORAGE_PREFIX = 'storefront-cart-sync:';
/** This tab's last known cart (sessionStorage: gone with the tab), shown when a read fails. */
export const CART_LAST_KNOWN_PREFIX = 'storefront-cart-last:';

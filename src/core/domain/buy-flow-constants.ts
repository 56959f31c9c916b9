// The buy flow's timings, offsets and limits (spec 9), by name, so widgets and tests agree and
// fake timers can step through them.

/** The button shows 'Added!' this long after the click (at the earliest). */
export const ADDED_DELAY_MS = 1000;
/** 'Added!' is cleared this long after it appears. */
export const ADDED_CLEAR_MS = 2000;
/** After a failed add the button returns to idle this long later. */
export const FAILURE_RESET_MS = 1000;
/** 'Select Option' shows this long when a required option is missing. */
export const SELECT_OPTION_MS = 2000;

/** The added popover disappears after this long. */
export const POPOVER_DURATION_MS = 3000;
/** Scroll events that dismiss the popover are throttled to one per this interval. */
export const POPOVER_SCROLL_THROTTLE_MS = 100;
/** Margin from the viewport's top right corner when no cart pill is visible. */
export const POPOVER_VIEWPORT_MARGIN_PX = 33;
/** Gap between the visible cart pill and the popover. */
export const POPOVER_ANCHOR_OFFSET_PX = 16;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const QUANTITY_STEP = 1;
export const QUANTITY_DEFAULT = 1;

// Navigation targets (spec 2), one constant each.
/** The cart page. The floating cart pill, the added popover and the cart link lead here. */
export const CART_PATH = '/cart';
/** The spec's checkout route for a cart: express checkout and the cart page's Checkout. */
export const CHECKOUT_PATH = '/commerce/goto-checkout';
export const SUBSCRIBE_CHECKOUT_PATH = '/checkout/subscribe';
export const GIFT_CARD_CHECKOUT_PATH = '/checkout/giftcard';

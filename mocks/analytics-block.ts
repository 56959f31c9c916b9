// The demo's stand-in for a filter list (issue 36, demo/e2e/blocked-analytics.e2e.ts): with
// BLOCK_ANALYTICS_STORAGE_KEY set to '1' in localStorage, the mock platform fails every analytics
// call with a network error and adds one to BLOCKED_COUNT_STORAGE_KEY for each.
export const BLOCK_ANALYTICS_STORAGE_KEY = 'storefront-mock-block-analytics';
export const BLOCKED_COUNT_STORAGE_KEY = 'storefront-mock-blocked-analytics';

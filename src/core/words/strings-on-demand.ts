// @string-group restock (restockStrings, scarcityStrings, wishlistStrings): Restock form, scarcity and wishlist
// @string-group owner (ownerRestockStrings): Owner tools: the restock console, with the owner entry, never on shopper pages
// The catalogues of islands and tools that load on demand: the restock form, the scarcity
// message and the owner's restock console. A module of their own, so the shopper's core chunk
// does not carry them (strings.ts re-exports them; `resolveCatalogue` applies the page overrides).

/**
 * The restock form (spec 4, 8; its email messages are the form kit's restockEmailBlank and
 * restockEmailInvalid in strings.ts). A product's restockNotificationMessages override these keys.
 */
export const restockStrings = {
  restockPrompt: 'Get an email when this is back in stock.',
  restockEmailLabel: 'Email Address',
  restockSubmit: 'Notify Me',
  restockMailingList: 'Join our mailing list',
  restockSignedUp: 'Signed up!',
  restockSubmitFailed: 'Unable to submit form. Please try again later.',
} as const;

/** The scarcity message (docs/decisions.md "Scarcity"): an ICU message over `qtyInStock`. */
export const scarcityStrings = {
  scarcityDefault: 'Only {qtyInStock} left!',
} as const;

/** The wishlist button (docs/decisions.md "Wishlist"). */
export const wishlistStrings = {
  wishlistAdd: 'Add to wishlist',
  wishlistSaving: 'Saving…',
  wishlistSaved: 'Saved to wishlist',
  wishlistFailed: 'Unable to save to your wishlist. Please try again.',
} as const;

/**
 * The owner's restock console (spec 1, 4, 7): back-in-stock management, the `owner` string group
 * (src/core/words/strings-<language>/owner.ts, loaded by the owner entry only). Messages that count
 * are ICU plurals (formatIcu), so a language says "1 group" and "5 groups" as it should.
 */
export const ownerRestockStrings = {
  ownerTitle: 'Back-in-stock requests',
  ownerGroupsCaption: 'Restock sign-up groups: product, variant and number of sign-ups',
  ownerProduct: 'Product',
  ownerVariant: 'Variant',
  ownerCount: 'Sign-ups',
  ownerAnyVariant: 'Any variant',
  ownerSelectGroup: 'Select {product}, {variant}',
  ownerSelectAll: 'Select all groups',
  ownerViewSignUps: 'View sign-ups',
  ownerSend: 'Send notification',
  ownerSendSelected: 'Send to selected ({count})',
  ownerLoadingGroups: 'Loading sign-up groups… {count, plural, one {# loaded} other {# loaded}}',
  ownerLoadedGroups: '{count, plural, one {# sign-up group loaded} other {# sign-up groups loaded}}',
  ownerNoGroups: 'No one is waiting for a restock.',
  ownerLoadFailed: 'Could not load the next page: {message}',
  ownerRetry: 'Retry',
  ownerSignUpsTitle: 'Sign-ups for {product}, {variant}',
  ownerSignUpsCaption: 'Shoppers waiting for {product}, {variant}: {loaded} of {total} shown',
  ownerEmail: 'Email',
  ownerSignedUpAt: 'Signed up',
  ownerMailingList: 'Mailing list',
  ownerYes: 'Yes',
  ownerNo: 'No',
  ownerClose: 'Close',
  ownerConfirmOne:
    'Send a back-in-stock email to {count, plural, one {# shopper} other {# shoppers}} waiting for {product}, {variant}?',
  ownerConfirmMany:
    'Send back-in-stock emails for {groups, plural, one {# group} other {# groups}} ({count, plural, one {# shopper} other {# shoppers}})?',
  ownerConfirm: 'Send',
  ownerCancel: 'Cancel',
  ownerSending: 'Sending… {done} of {total, plural, one {# group} other {# groups}}',
  ownerSentSummary: 'Sent {sent} of {total, plural, one {# group} other {# groups}}.',
  ownerResultSent: 'Sent',
  ownerResultFailed: 'Failed: {message}',
  ownerResultPending: 'Waiting',
  ownerResultSending: 'Sending…',
  ownerResultHeader: 'Result',
  ownerActionsHeader: 'Actions',
  ownerNotAuthorized:
    "You need to be signed in as this site's owner (or a store manager) to manage restock notifications. Sign in again and reload this page.",
} as const;

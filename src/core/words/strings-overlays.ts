// @string-group overlays (overlayStrings): Overlays: quick view, installments, lightbox, audio
// Catalogue entries of the overlays (issue 11): quick view, installment message and pop-up,
// lightbox, audio player. Where the spec gives the
// words they are quoted exactly; the rest are this project's own and marked so. Kept out of
// `defaultStrings` (the main bundle) like the other on-demand catalogues.
export const overlayStrings = {
  // Quick view (spec 9 'Quick View'); the dialog is labelled by the product's name.
  quickViewLabel: 'Quick View {productName}',
  // The quick view's link to the product page (not in the spec's words).
  quickViewDetails: 'View full details',
  // Installment message (spec 4 and 9). Amounts are formatted with Intl in the store currency.
  installmentsInRange: 'or {installments} with',
  installmentsPayments: '{numInstallments} interest-free payments of {amount}',
  // Not in the spec's words: 'availability text for orders over or up to certain amounts'.
  installmentsOver: 'available for orders over {amount} with',
  installmentsUpTo: 'available for orders up to {amount} with',
  installmentsMoreInfo: 'More about {provider}',
  installmentsModalTitle: '{provider}',
  // Shown when the provider's own modal could not be loaded (the failure itself is only logged).
  installmentsFallback:
    'Pay in {numInstallments} interest-free payments with {provider}. Your order ships as usual and the payments are taken every two weeks. Eligibility and the limits depend on your order; {provider} confirms them at checkout.',
  installmentsLoading: 'Loading…',
  // Lightbox (not in the spec's words)
  lightboxLabel: 'Image viewer',
  lightboxPrevious: 'Previous image',
  lightboxNext: 'Next image',
  lightboxPosition: 'Image {index} of {count}',
  lightboxOpen: 'Open {title} in the image viewer',
  // The lightbox's thumbnail strip (issue 34): its name, and each thumbnail's.
  lightboxThumbnails: 'Thumbnails',
  lightboxShowImage: 'Show image {index} of {count}',
  // Audio player placeholder (not in the spec's words)
  audioPlay: 'Play {title}',
} as const;

export type OverlayStrings = { readonly [K in keyof typeof overlayStrings]: string };

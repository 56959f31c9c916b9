// @string-group share (shareStrings): Share button, with the share button
// The share button's words (issue 32 item 7; not in the spec's words): a group of its own, so
// only pages with the button load its translation, and only its lazy chunk carries the English.
export const shareStrings = {
  shareButton: 'Share',
  shareLinkCopied: 'Link copied',
  // The label of the read-only field shown when neither Web Share nor the clipboard worked.
  shareCopyByHand: 'Copy this link to share the product',
} as const;

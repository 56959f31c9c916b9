// The share button's rules: which link is shared, and which way (the Web Share API, else the
// clipboard, else the shopper copies it by hand). No platform call: everything is the browser's.
import { safeUrl } from '../../core/domain/safe-url.ts';

/** The parts of `navigator` the button uses; each may be missing (older or locked-down browsers). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * How a press ended: `shared` (the share sheet took it), `cancelled` (the shopper closed the
 * sheet: nothing to say), `copied` (the link is on the clipboard) or `by-hand` (show the link).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'by-hand';

/** The page the button is on: its address and its `<link rel="canonical">`, if any. */
interface SharePage {
  readonly href: string;
  readonly canonical?: string | null | undefined;
}

/**
 * The absolute link to share: the product's own address when it is a safe one, else the page's
 * canonical link, else the page's address without its fragment.
 */
export function productLink(productUrl: string | undefined, page: SharePage): string {
  for (const candidate of [productUrl, page.canonical]) {
    const safe = safeUrl(candidate, page.href);
    if (safe !== undefined) return new URL(safe, page.href).href;
  }
  const here = new URL(page.href);
  here.hash = '';
  return here.href;
}

/** True when the browser offers a share sheet for this data (`canShare` may say no, or throw). */
export function canWebShare(nav: ShareNavigator, data: ShareData): boolean {
  if (typeof nav.share !== 'function') return false;
  try {
    return nav.canShare?.(data) !== false;
  } catch {
    return false;
  }
}

/** The shopper closed the share sheet: an AbortError, by name (a DOMException is not always an Error). */
function isCancel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Shares `data` the best way the browser allows; never rejects. */
export async function shareLink(
  nav: ShareNavigator,
  data: ShareData & { url: string },
): Promise<ShareOutcome> {
  if (canWebShare(nav, data)) {
    try {
      // Called as a method: share() needs `navigator` as its receiver.
      await nav.share?.(data);
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
      // Any other failure (not allowed, a type the sheet refuses): fall back to the clipboard.
    }
  }
  try {
    if (!nav.clipboard) return 'by-hand';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'by-hand';
  }
}

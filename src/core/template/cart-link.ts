// The cart link helper (spec 2): wherever a template links to the cart, it leads to /cart.
import { CART_PATH } from '../domain/buy-flow-constants.ts';
import { type TemplateStrings, templateStrings } from '../words/strings-template.ts';

export { CART_PATH };

export interface CartLinkData {
  readonly href: typeof CART_PATH;
  readonly text: string;
}

/** The link to the cart page with its label ('Cart' unless the site says otherwise). */
export function cartLink(
  text?: string | null,
  strings: Pick<TemplateStrings, 'cartLinkText'> = templateStrings,
): CartLinkData {
  return { href: CART_PATH, text: text?.trim() || strings.cartLinkText };
}

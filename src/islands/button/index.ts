// Scope: page (lazy chunk)
// Options: the builder's button block (block type 53): `data-href`, `data-label` (both required),
// `data-block-id`, `data-target="_blank"`. A link styled as a button; reports `button-render` when
// first in view and `button-click` on click for the button census, never holding the navigation
import { safeUrl } from '../../core/domain/safe-url.ts';
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { Button, type ButtonOptions } from './Button.tsx';

/**
 * The builder's button block (block type 53): `data-href` (required), `data-label` (required),
 * `data-block-id` (optional, sent with the census calls), `data-target="_blank"` (optional).
 */
export function parseButtonOptions(
  raw: IslandInput<{
    readonly attributes: {
      /** Where the button links: a web, site-relative, `mailto:` or `tel:` address. */
      readonly href: string;
      /** The button's visible text. */
      readonly label: string;
      /** The builder's block id, sent with the button census calls. */
      readonly blockId?: string;
      /** "_blank" opens the link in a new tab. */
      readonly target?: '_blank';
    };
  }>,
): ButtonOptions {
  const { href, label, blockId, target } = raw.attributes;
  if (href === undefined || href.trim() === '') throw new IslandOptionsError('data-href is required');
  // A button may link anywhere on the web, to the page's own site, or to mail and phone.
  const safe = safeUrl(href, undefined, ['mailto:', 'tel:']);
  if (safe === undefined)
    throw new IslandOptionsError(`data-href may not use that scheme: ${JSON.stringify(href)}`);
  if (label === undefined || label.trim() === '') throw new IslandOptionsError('data-label is required');
  if (target !== undefined && target !== '_self' && target !== '_blank') {
    throw new IslandOptionsError(`data-target must be "_self" or "_blank", not "${target}"`);
  }
  return {
    href: safe,
    label,
    blockId: blockId === undefined || blockId === '' ? undefined : blockId,
    newWindow: target === '_blank',
  };
}

export default defineWidget({
  name: 'button',
  scope: 'page',
  parseOptions: parseButtonOptions,
  attributes: { href: true, label: true, blockId: true, target: true },
  Component: Button,
});

// Scope: product
// Options: `data-display="select"` (default) or `"radio"`. One labelled picker per product option
// (a select with a placeholder, or a radio group in a fieldset), in the merchant's order; values
// sold out given the other choices say so in text; the choice is shared with the product's other
// islands and follows live stock. Nothing for a product without options
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { type VariantDisplay, VariantSelect } from './VariantSelect.tsx';

/** data-display="select" (default) or "radio". */
export function parseVariantSelectOptions(
  raw: IslandInput<{
    readonly attributes?: {
      /**
       * One picker per product option: a select with a placeholder, or a radio group in a fieldset.
       * @default select
       */
      readonly display?: VariantDisplay;
    };
  }>,
): {
  display: VariantDisplay;
} {
  const display = raw.attributes.display ?? 'select';
  if (display !== 'select' && display !== 'radio') {
    throw new IslandOptionsError(`data-display must be "select" or "radio", not "${display}"`);
  }
  return { display };
}

export default defineWidget({
  name: 'variant-select',
  scope: 'product',
  parseOptions: parseVariantSelectOptions,
  attributes: { display: true },
  Component: VariantSelect,
});

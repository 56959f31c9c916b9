// The template engine's knowledge of this island (see shared/template-island.ts): the platform's
// header figures, {@|cart-quantity} and {@|cart-subtotal}, live: inline text in the site's own
// markup.
import { defineTemplateIsland } from '../shared/template-island.ts';

export default defineTemplateIsland({
  platformFormatters: {
    'cart-quantity': { args: ['show=quantity'], tag: 'span' },
    'cart-subtotal': { args: ['show=subtotal'], tag: 'span' },
  },
});

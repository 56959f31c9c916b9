// The template engine's knowledge of this island (see shared/template-island.ts): the platform's
// {@|product-status} writes the price island's marks alone ('sold out', 'sale'), following the
// choice and live stock; so the platform's {@|product-price} on a product item writes the price
// alone (show=price) unless the template says otherwise.
import { defineTemplateIsland } from '../shared/template-island.ts';

export default defineTemplateIsland({
  platformFormatters: { 'product-status': { args: ['show=status'] } },
  itemDefaults: { show: 'price' },
});

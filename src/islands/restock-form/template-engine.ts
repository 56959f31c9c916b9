// The template engine's knowledge of this island (see shared/template-island.ts): the platform's
// own formatter for it, so its templates' {@|product-restock-notification} hydrates as this island.
import { defineTemplateIsland } from '../shared/template-island.ts';

export default defineTemplateIsland({ platformFormatters: { 'product-restock-notification': {} } });

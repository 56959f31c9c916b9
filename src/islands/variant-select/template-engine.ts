// The template engine's knowledge of this island (see shared/template-island.ts): the platform's
// own formatter for it, so its templates' {@|variants-select} hydrates as this island.
import { defineTemplateIsland } from '../shared/template-island.ts';

export default defineTemplateIsland({ platformFormatters: { 'variants-select': {} } });

// The template engine's knowledge of this island (see shared/template-island.ts):
// {item|audio-player} plays the item's audioAssetUrl under its title, unless src= is given.
import { defineTemplateIsland } from '../shared/template-island.ts';

export default defineTemplateIsland({
  fromValue: (value, options) => {
    const item = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    if (options.attributes?.src || typeof item.audioAssetUrl !== 'string') return options;
    const title = typeof item.title === 'string' ? item.title : '';
    return { ...options, attributes: { src: item.audioAssetUrl.trim(), title, ...options.attributes } };
  },
});

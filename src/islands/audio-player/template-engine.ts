// The template engine's knowledge of this island (see shared/template-island.ts):
// {item|audio-player} plays the item's audioAssetUrl under its title, unless src= is given.
import { defineTemplateIsland, valueFields } from '../shared/template-island.ts';

export default defineTemplateIsland({
  fromValue: (value, options) => {
    const item = valueFields(value);
    if (options.attributes?.src || typeof item.audioAssetUrl !== 'string') return options;
    const title = typeof item.title === 'string' ? item.title : '';
    return { ...options, attributes: { src: item.audioAssetUrl.trim(), title, ...options.attributes } };
  },
});

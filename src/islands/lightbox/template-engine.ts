// The template engine's knowledge of this island (see shared/template-island.ts):
// {gallery|lightbox} formats { images, options (the platform's gallery options), label } into the
// lightbox's data.
import { defineTemplateIsland, valueFields } from '../shared/template-island.ts';
import { type GalleryInput, galleryData } from './gallery-from-images.ts';

export default defineTemplateIsland({
  fromValue: (value, options, render) => ({
    ...options,
    json: galleryData(
      { ...(valueFields(value) as unknown as GalleryInput), collector: render.collector },
      render.styles,
    ),
  }),
});

// The quick-view island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { type IslandFixtures, image, json, XSS, XSS_URL } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { json: json({ images: [image(1)] }) },
  listAsJson: 'declines',
  hostile: [
    { name: 'an unknown display', mount: { attributes: { display: 'carousel' } }, outcome: 'declines' },
    {
      name: 'an image without src',
      mount: { json: json({ images: [{ alt: 'none' }] }) },
      outcome: 'declines',
    },
    {
      name: 'a negative image width',
      mount: { json: json({ images: [{ ...image(1), width: -3 }] }) },
      outcome: 'declines',
    },
    { name: 'no images', mount: { json: json({ images: [] }) }, outcome: 'renders' },
    {
      name: 'three thousand images',
      mount: { json: json({ images: Array.from({ length: 3000 }, (_, index) => image(index)) }) },
      outcome: 'renders',
    },
  ],
  xss: [
    { json: json({ images: [{ src: '/demo/images/stoneware-mug.svg', alt: XSS }] }) },
    { json: json({ images: [{ src: XSS_URL, alt: 'a', srcSet: `${XSS_URL} 2x` }] }) },
  ],
  a11y: {},
};

export default fixtures;

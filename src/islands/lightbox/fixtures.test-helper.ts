// The lightbox island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { type IslandFixtures, image, json, XSS, XSS_URL } from '../fixture-values.test-helper.ts';

const gallery = (items: unknown[], design = 'grid') => ({ design, items });

const A11Y_GALLERY = {
  design: 'grid',
  lightbox: true,
  label: 'From the studio',
  items: [
    { src: '/a.svg', alt: 'Cups on a table', title: 'Cups', caption: 'Six cups' },
    { src: '/b.svg', alt: 'A vase', title: 'Vase', caption: 'Celadon' },
  ],
};

const fixtures: IslandFixtures = {
  healthy: { json: json(gallery([image(1), image(2)])) },
  listAsJson: 'declines',
  hostile: [
    { name: 'no JSON', mount: {}, outcome: 'declines' },
    {
      name: 'an unknown design',
      mount: { json: json(gallery([image(1)], 'carousel')) },
      outcome: 'declines',
    },
    {
      name: 'items that are not a list',
      mount: { json: json({ design: 'grid', items: 'all' }) },
      outcome: 'declines',
    },
    {
      name: 'an item without src',
      mount: { json: json(gallery([{ alt: 'no src' }])) },
      outcome: 'declines',
    },
    { name: 'no images', mount: { json: json(gallery([])) }, outcome: 'renders' },
    {
      name: 'two thousand images',
      mount: {
        json: json(
          gallery(
            Array.from({ length: 2000 }, (_, index) => image(index)),
            'stacked',
          ),
        ),
      },
      outcome: 'renders',
    },
  ],
  xss: [
    {
      json: json({
        design: 'grid',
        lightbox: true,
        label: XSS,
        items: [{ src: '/demo/images/cups.svg', alt: XSS, title: XSS, caption: XSS }],
      }),
    },
    { json: json({ design: 'slideshow', items: [{ src: XSS_URL, alt: 'a' }] }) },
  ],
  a11y: { json: json(A11Y_GALLERY) },
};

export default fixtures;

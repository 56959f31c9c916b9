import { describe, expect, it } from 'vitest';
import { createErrorCollector } from '../core/template/errors.ts';
import { createStyleCollector } from '../core/template/style-collector.ts';
import { createPageRenderer } from './render-island.tsx';
import { galleryData, renderAudioPlayer, renderGallery, renderImageWrapper } from './render-media.ts';

const images = [
  {
    assetUrl: '/img/a.jpg',
    originalSize: '1600x1200',
    systemDataVariants: '100w,300w,500w',
    title: 'Oolong',
    body: '<p>Six cups of <b>oolong</b></p>',
    altText: 'Six cups on a walnut table',
    mediaFocalPoint: { x: 0.25, y: 0.75 },
    colorData: { centerAverage: 'aabbcc' },
  },
  { assetUrl: '/img/b.jpg', originalSize: '800x800', title: 'Celadon' },
];

describe('galleries', () => {
  it.each(['grid', 'slideshow', 'slider', 'stacked'])(
    'renders the %s design with no style attribute',
    (design) => {
      const styles = createStyleCollector();
      const html = renderGallery(
        createPageRenderer({}),
        {
          images,
          options: { design, lightbox: 'true', controls: 'true', indicators: 'true', 'show-meta': 'true' },
          label: 'Tea',
        },
        styles,
      );
      expect(html).toContain(`sf-gallery--${design}`);
      expect(html).toContain('data-storefront="lightbox"');
      expect(html).not.toMatch(/style="/);
      expect(html).toContain('aria-label="Open Oolong in the image viewer"');
      expect(styles.css()).toContain('object-position:25% 75%');
    },
  );

  it('reads the options through the gallery helpers: defaults, ranges, theme, autoplay', () => {
    const styles = createStyleCollector();
    const collector = createErrorCollector();
    const data = galleryData(
      {
        images,
        options: {
          design: 'carousel',
          'autoplay-duration': '30',
          autoplay: true,
          lightboxTheme: 'dark',
          'thumbnails-per-row': 3,
          'auto-crop': 'true',
          'aspect-ratio': '4:3',
        },
        collector,
      },
      styles,
    );
    expect(data).toMatchObject({ design: 'grid', autoplay: true, autoplayDelay: 10, lightboxTheme: 'dark' });
    // Read and passed on, not dropped: the strip's default height (spec 9: 80) and alignment.
    expect(data).toMatchObject({ thumbnails: false, thumbnailHeight: 80, activeAlignment: 'center' });
    expect(data.items[0]).toMatchObject({
      title: 'Oolong',
      caption: 'Six cups of oolong',
      alt: 'Six cups on a walnut table',
    });
    expect(styles.css()).toContain('--sf-gallery-columns:3');
    expect(styles.css()).toContain('--sf-gallery-ratio:1.3333');
    expect(collector.errors().length).toBeGreaterThan(0);
  });
});

describe('thumbnail strip and active alignment (spec 3 "Gallery options", spec 9 "Gallery defaults")', () => {
  it('passes thumbnails, the strip height (0 to 200) and the active alignment to the lightbox', () => {
    const collector = createErrorCollector();
    const data = galleryData(
      {
        images,
        options: { thumbnails: 'true', 'thumbnail-height': 500, 'active-alignment': 'right' },
        collector,
      },
      createStyleCollector(),
    );
    expect(data).toMatchObject({ thumbnails: true, thumbnailHeight: 200, activeAlignment: 'right' });
    expect(collector.errors().length).toBe(1);
  });

  it.each([
    [{}, 4, 300, 0],
    [{ 'thumbnails-per-row': 3, 'max-width': 150 }, 3, 150, 0],
    [{ 'thumbnails-per-row': 12, 'max-width': 500 }, 10, 300, 2],
    [{ 'thumbnails-per-row': 0, 'max-width': 40 }, 1, 100, 2],
    [{ 'thumbnails-per-row': 'many', 'max-width': 'wide' }, 4, 300, 2],
  ])(
    'strip per row and max width from %o: %i per row, at most %i px (%i reported)',
    (options, perRow, maxWidth, reported) => {
      const collector = createErrorCollector();
      const data = galleryData(
        { images, options: { thumbnails: true, ...options }, collector },
        createStyleCollector(),
      );
      expect(data).toMatchObject({ thumbnailsPerRow: perRow, thumbnailMaxWidth: maxWidth });
      expect(collector.errors().length).toBe(reported);
    },
  );

  it.each([
    [{}, 20, 20, 0],
    [{ padding: 8, margin: 0 }, 8, 0, 0],
    [{ padding: '12', margin: '40' }, 12, 40, 0],
    [{ padding: 51, margin: 200 }, 50, 200, 1],
    [{ padding: -1, margin: -10 }, 0, -10, 1],
    [{ padding: 'some', margin: 'lots' }, 20, 20, 2],
  ])(
    'strip padding and margin from %o: %i px between thumbnails, %i px above (%i reported)',
    (options, padding, margin, reported) => {
      const collector = createErrorCollector();
      const styles = createStyleCollector();
      const data = galleryData({ images, options: { thumbnails: true, ...options }, collector }, styles);
      expect(data).toMatchObject({ thumbnailPadding: padding, thumbnailMargin: margin });
      // One padding for the strip and the grid: the grid's gap stays the same value.
      expect(styles.css()).toContain(`--sf-gallery-gap:${padding}px`);
      expect(collector.errors().length).toBe(reported);
    },
  );
});

describe('image priority as fetchpriority and loading (spec 9 "Templates")', () => {
  it.each([
    ['high', 'loading="eager"', 'fetchpriority="high"'],
    ['low', 'loading="lazy"', 'fetchpriority="low"'],
    ['none', 'loading="lazy"', undefined],
  ] as const)('an image wrapper of priority %s', (priority, loading, fetchPriority) => {
    const html = renderImageWrapper(images[0] ?? {}, { styles: createStyleCollector(), priority });
    expect(html).toContain(loading);
    if (fetchPriority) expect(html).toContain(fetchPriority);
    else expect(html).not.toContain('fetchpriority');
  });

  it("a gallery's first image takes the gallery's priority, the rest load lazily", () => {
    const html = renderGallery(
      createPageRenderer({}),
      { images, options: { design: 'slideshow' }, label: 'Tea', priority: 'high' },
      createStyleCollector(),
    );
    const tags = html.match(/<img[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    expect(tags[0]).toMatch(/fetchpriority="high"/i);
    expect(tags[0]).toMatch(/loading="eager"/);
    expect(tags[1]).toMatch(/loading="lazy"/);
    expect(tags[1]).not.toMatch(/fetchpriority/i);
  });
});

describe('image wrapper', () => {
  it('an image wrapper with srcset and a focal-point class', () => {
    const styles = createStyleCollector();
    const html = renderImageWrapper(images[0] ?? {}, { styles });
    expect(html).toContain('srcset="/img/a.jpg?format=100w 100w');
    expect(html).toContain('alt="Six cups on a walnut table"');
    expect(html).not.toContain('style=');
  });

  it("a malformed size gives the helpers' error text", () => {
    const styles = createStyleCollector();
    expect(renderImageWrapper({ assetUrl: '/x.jpg', originalSize: 'big' }, { styles })).toContain(
      'Invalid source parameter. Pass in &#39;originalSize&#39;',
    );
  });
});

describe('audio player placeholder', () => {
  it('only for products with an audioAssetUrl, and with no audio element', () => {
    const page = createPageRenderer({});
    expect(renderAudioPlayer(page, { id: 'p1', title: 'Tea' })).toBe('');
    const html = renderAudioPlayer(page, { id: 'p1', title: 'Tea', audioAssetUrl: '/a.mp3' });
    expect(html).toContain('data-storefront="audio-player"');
    expect(html).toContain('data-src="/a.mp3"');
    expect(html).not.toContain('<audio');
  });
});

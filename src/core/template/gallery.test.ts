import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import {
  clampGalleryOption,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
  type GalleryNumericOption,
  PROMOTED_BLOCK_TYPES,
  pickFromVocabulary,
  resolveGalleryOptions,
} from './gallery.ts';

describe('vocabularies', () => {
  it('match the spec', () => {
    expect(GALLERY_DESIGNS).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    expect(GALLERY_META_POSITIONS).toEqual([
      'top',
      'top-left',
      'top-right',
      'center',
      'bottom',
      'bottom-left',
      'bottom-right',
    ]);
    expect(GALLERY_ACTIVE_ALIGNMENTS).toEqual(['center', 'left', 'right']);
    expect(PROMOTED_BLOCK_TYPES).toHaveLength(11);
    expect(PROMOTED_BLOCK_TYPES).toContain('foursquare');
  });
});

describe('clampGalleryOption', () => {
  it.each<[GalleryNumericOption, unknown, number]>([
    // defaults when missing
    ['autoplayDelay', undefined, 5],
    ['thumbnailHeight', undefined, 80],
    ['margin', undefined, 20],
    ['padding', null, 20],
    ['thumbnailsPerRow', undefined, 4],
    ['maxWidth', undefined, 300],
    // at, just inside and just outside every bound
    ['autoplayDelay', 1, 1],
    ['autoplayDelay', 0.9, 1],
    ['autoplayDelay', 10, 10],
    ['autoplayDelay', 10.1, 10],
    ['thumbnailHeight', 0, 0],
    ['thumbnailHeight', -1, 0],
    ['thumbnailHeight', 200, 200],
    ['thumbnailHeight', 201, 200],
    ['padding', 0, 0],
    ['padding', -1, 0],
    ['padding', 50, 50],
    ['padding', 51, 50],
    ['thumbnailsPerRow', 1, 1],
    ['thumbnailsPerRow', 0, 1],
    ['thumbnailsPerRow', 10, 10],
    ['thumbnailsPerRow', 11, 10],
    ['maxWidth', 100, 100],
    ['maxWidth', 99, 100],
    ['maxWidth', 300, 300],
    ['maxWidth', 301, 300],
    // margin has no range
    ['margin', 500, 500],
    ['margin', -5, -5],
    // strings that are numbers
    ['autoplayDelay', '7', 7],
    ['autoplayDelay', ' 3 ', 3],
    // not numbers: default
    ['autoplayDelay', 'fast', 5],
    ['autoplayDelay', '', 5],
    ['autoplayDelay', Number.NaN, 5],
    ['padding', Number.POSITIVE_INFINITY, 20],
  ])('%s %j -> %d', (name, value, expected) => {
    expect(clampGalleryOption(name, value)).toBe(expected);
  });

  it('reports clamping and non-numbers, not missing values', () => {
    const collector = createErrorCollector();
    clampGalleryOption('padding', 60, collector);
    clampGalleryOption('padding', 'wide', collector);
    clampGalleryOption('padding', undefined, collector);
    clampGalleryOption('padding', 30, collector);
    expect(collector.errors()).toEqual([
      { kind: 'bad-input', message: 'padding: 60 is outside 0..50' },
      { kind: 'bad-input', message: 'padding: not a number: wide' },
    ]);
  });
});

describe('pickFromVocabulary', () => {
  it.each([
    ['slider', 'slider'],
    ['Slider', 'grid'],
    ['carousel', 'grid'],
    [undefined, 'grid'],
    [3, 'grid'],
  ])('%j -> %s', (value, expected) => {
    expect(pickFromVocabulary(GALLERY_DESIGNS, value, 'grid')).toBe(expected);
  });
});

describe('resolveGalleryOptions', () => {
  it('uses defaults for an empty configuration', () => {
    expect(resolveGalleryOptions()).toEqual({
      design: 'grid',
      metaPosition: 'bottom',
      activeAlignment: 'center',
      autoplay: false,
      autoplayDelay: 5,
      controls: false,
      indicators: false,
      autoCrop: false,
      aspectRatio: '',
      lightbox: false,
      lightboxTheme: '',
      squareThumbs: false,
      showMeta: false,
      showMetaOnHover: false,
      thumbnails: false,
    });
  });

  it('reads the platform option names', () => {
    const options = resolveGalleryOptions({
      design: 'slideshow',
      'meta-position': 'top-left',
      'active-alignment': 'right',
      autoplay: 'true',
      'autoplay-duration': 12,
      controls: true,
      'auto-crop': true,
      'aspect-ratio': '16:9',
      lightbox: true,
      lightboxTheme: 'dark',
      'square-thumbs': true,
      'show-meta': true,
      'show-meta-on-hover': 'false',
      thumbnails: true,
    });
    expect(options).toMatchObject({
      design: 'slideshow',
      metaPosition: 'top-left',
      activeAlignment: 'right',
      autoplay: true,
      autoplayDelay: 10,
      controls: true,
      indicators: false,
      autoCrop: true,
      aspectRatio: '16:9',
      lightbox: true,
      lightboxTheme: 'dark',
      squareThumbs: true,
      showMeta: true,
      showMetaOnHover: false,
      thumbnails: true,
    });
  });

  it('reports unknown words', () => {
    const collector = createErrorCollector();
    expect(resolveGalleryOptions({ design: 'mosaic' }, collector).design).toBe('grid');
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input']);
  });
});

import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import {
  altText,
  focalPoint,
  imageColors,
  imageSizes,
  imageSrcset,
  imageWrapper,
  objectPosition,
  parseOriginalSize,
  thumbnailWidth,
  videoWrapper,
} from './images.ts';

const INVALID = "Invalid source parameter. Pass in 'originalSize'";

describe('thumbnailWidth', () => {
  it.each([
    [0, 100],
    [50, 100],
    [100, 100],
    [101, 300],
    [300, 300],
    [301, 500],
    [500, 500],
    [501, 750],
    [750, 750],
    [751, 1000],
    [1000, 1000],
    [1001, 1500],
    [4000, 1500],
    [Number.NaN, 100],
  ])('%d px -> %i', (px, expected) => {
    expect(thumbnailWidth(px)).toBe(expected);
  });
});

describe('parseOriginalSize', () => {
  it.each([
    ['1600x900', { width: 1600, height: 900 }],
    ['1x1', { width: 1, height: 1 }],
    ['0x900', undefined],
    ['1600x', undefined],
    ['x900', undefined],
    ['1600X900', undefined],
    ['1600x900x2', undefined],
    ['16.5x9', undefined],
    [' 1600x900', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (input, expected) => {
    expect(parseOriginalSize(input)).toEqual(expected);
  });
});

describe('imageSrcset', () => {
  const url = 'https://images.example/a.jpg';
  const entry = (w: number) => `${url}?format=${w}w ${w}w`;
  const original = (w: number) => `${url}?format=original ${w}w`;
  const ALL = [100, 300, 500, 750, 1000, 1500, 2500];
  it.each([
    // 0 listed variants: no srcset at all, whatever the original size
    [{}, ''],
    [{ assetUrl: url }, ''],
    [{ assetUrl: url, originalSize: '4000x3000' }, ''],
    [{ assetUrl: url, systemDataVariants: '' }, ''],
    [{ assetUrl: url, systemDataVariants: '1500x983' }, ''],
    [{ systemDataVariants: '100w,300w' }, ''],
    // 1 listed variant: the original at the next standard width
    [{ assetUrl: url, systemDataVariants: '100w' }, [entry(100), original(300)].join(',')],
    [{ assetUrl: url, systemDataVariants: '1500w' }, [entry(1500), original(2500)].join(',')],
    [{ assetUrl: url, systemDataVariants: '2500w' }, entry(2500)],
    // 7 listed variants (every standard width): nothing larger to offer
    [{ assetUrl: url, systemDataVariants: ALL.map((w) => `${w}w`).join(',') }, ALL.map(entry).join(',')],
    // the platform's usual list: the size first, then widths up to 1500w (the engine's own case)
    [
      { assetUrl: url, systemDataVariants: '1500x983,100w,300w,500w,750w,1000w,1500w' },
      [...ALL.slice(0, 6).map(entry), original(2500)].join(','),
    ],
    [
      { assetUrl: url, systemDataVariants: '100w,300w,500w,750w' },
      `${[100, 300, 500, 750].map(entry).join(',')},${original(1000)}`,
    ],
    // widths that are not standard are listed but the original is not added
    [{ assetUrl: url, systemDataVariants: '150w,350w' }, [entry(150), entry(350)].join(',')],
    // entries that are not widths are skipped
    [
      { assetUrl: url, systemDataVariants: '100w,original,300w' },
      [entry(100), entry(300), original(500)].join(','),
    ],
    // URLs with a query or characters srcset cannot hold
    [{ assetUrl: `${url}?v=2`, systemDataVariants: '2500w' }, `${url}?v=2&format=2500w 2500w`],
    [
      { assetUrl: 'https://images.example/a b,c.jpg', systemDataVariants: '2500w' },
      'https://images.example/a%20b%2Cc.jpg?format=2500w 2500w',
    ],
  ])('%j -> %s', (image, expected) => {
    expect(imageSrcset(image)).toBe(expected);
  });

  it('builds a sizes attribute', () => {
    expect(imageSizes(750)).toBe('(max-width: 750px) 100vw, 750px');
  });
});

describe('focal point', () => {
  it.each([
    [{}, { x: 0.5, y: 0.5 }, '50% 50%'],
    [{ mediaFocalPoint: { x: 0.25, y: 0.75 } }, { x: 0.25, y: 0.75 }, '25% 75%'],
    [{ mediaFocalPoint: { x: 0, y: 1 } }, { x: 0, y: 1 }, '0% 100%'],
    [{ mediaFocalPoint: { x: 1.5, y: -0.1 } }, { x: 0.5, y: 0.5 }, '50% 50%'],
    [{ mediaFocalPoint: { x: 0.333 } }, { x: 0.333, y: 0.5 }, '33.3% 50%'],
  ])('%j -> %j %s', (image, point, css) => {
    expect(focalPoint(image)).toEqual(point);
    expect(objectPosition(focalPoint(image))).toBe(css);
  });
});

describe('altText', () => {
  const long = `<p>${'x'.repeat(300)}</p>`;
  it.each([
    [{ altText: 'A red chair', title: 'Chair', body: '<p>Body</p>', filename: 'c.jpg' }, 'A red chair'],
    [{ altText: '  ', title: 'Chair', filename: 'c.jpg' }, 'Chair'],
    [{ body: '<p>A <em>red</em> chair &amp; table</p>', filename: 'c.jpg' }, 'A red chair & table'],
    [{ body: long }, 'x'.repeat(250)],
    [{ body: '<p> </p>', filename: 'chair.jpg' }, 'chair.jpg'],
    [{}, ''],
  ])('%j -> %j', (image, expected) => {
    expect(altText(image)).toBe(expected);
  });
});

describe('imageColors', () => {
  it('keeps valid averages as #rrggbb', () => {
    expect(
      imageColors({ topLeftAverage: 'ff0000', centerAverage: '#0f0', bottomRightAverage: 'nope' }),
    ).toEqual({
      topLeft: '#ff0000',
      center: '#00ff00',
    });
    expect(imageColors(undefined)).toEqual({});
  });
});

describe('imageWrapper', () => {
  it('describes a well-formed image', () => {
    const data = imageWrapper({
      assetUrl: 'https://images.example/a.jpg',
      originalSize: '400x300',
      mediaFocalPoint: { x: 0.2, y: 0.8 },
      title: 'Chair',
      componentKey: 'ck1',
      licensedAssetPreview: {},
    });
    expect(data).toEqual({
      width: 400,
      height: 300,
      dimensions: '400x300',
      error: undefined,
      src: 'https://images.example/a.jpg',
      // no listed variants: no srcset
      srcSet: '',
      alt: 'Chair',
      focalPoint: { x: 0.2, y: 0.8 },
      objectPosition: '20% 80%',
      colors: {},
      componentKey: 'ck1',
      licensedAssetPreview: true,
    });
  });

  it.each([['400by300'], ['400x'], [''], [undefined]])(
    'reports a malformed size %j instead of throwing',
    (size) => {
      const collector = createErrorCollector();
      const data = imageWrapper({ assetUrl: 'u', originalSize: size }, { collector });
      expect(data.error).toBe(INVALID);
      expect([data.width, data.height]).toEqual([undefined, undefined]);
      expect(collector.errors()).toEqual([
        { kind: 'invalid-source', message: `${INVALID} (got "${size ?? ''}")` },
      ]);
    },
  );

  it('prefers the block alt text when given', () => {
    expect(imageWrapper({ title: 'Chair', originalSize: '1x1' }, { altText: 'Block alt' }).alt).toBe(
      'Block alt',
    );
    expect(imageWrapper({ title: 'Chair', originalSize: '1x1' }, { altText: ' ' }).alt).toBe('Chair');
  });
});

describe('videoWrapper', () => {
  it('passes the embed through and describes the overlay', () => {
    const data = videoWrapper({
      assetUrl: 'https://images.example/poster.jpg',
      originalSize: '1280x720',
      oembed: { html: '<iframe src="https://video.example/1"></iframe>', providerName: 'Vimeo' },
      overlay: true,
      systemDataId: 'sd1',
      colorData: { centerAverage: '336699' },
    });
    expect(data).toEqual({
      width: 1280,
      height: 720,
      dimensions: '1280x720',
      error: undefined,
      oembedHtml: '<iframe src="https://video.example/1"></iframe>',
      providerName: 'Vimeo',
      overlay: {
        hasThumbnail: true,
        src: 'https://images.example/poster.jpg',
        focalPoint: { x: 0.5, y: 0.5 },
        objectPosition: '50% 50%',
        colors: { center: '#336699' },
      },
    });
  });

  it('has no overlay unless asked, and reports a malformed size', () => {
    const collector = createErrorCollector();
    const data = videoWrapper({ originalSize: 'big' }, { collector });
    expect(data.overlay).toBeUndefined();
    expect(data.error).toBe(INVALID);
    expect(collector.errors().map((e) => e.kind)).toEqual(['invalid-source']);
  });

  it('marks an overlay without a thumbnail', () => {
    expect(videoWrapper({ originalSize: '1x1', overlay: true }).overlay?.hasThumbnail).toBe(false);
  });
});

// Issue 33 item 1: every fragment of the server half that prints an address from data prints
// only what the URL rule (src/core/domain/safe-url.ts) lets through, for each WHATWG edge case.
import { describe, expect, it } from 'vitest';
import { createStyleCollector } from '../core/template/style-collector.ts';
import { HOSTILE_URLS } from '../test/hostile-urls.ts';
import { commentsLinkHtml, videoWrapperHtml } from './fragments.ts';
import { responsiveImageHtml } from './listing-fragments.ts';
import { createPageRenderer } from './render-island.tsx';
import { galleryData, renderAudioPlayer, renderImageWrapper } from './render-media.ts';

/** Every href/src/srcset value in `html`, as the browser will decode and parse it. */
function printedUrls(html: string): URL[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const values: string[] = [];
  for (const element of Array.from(doc.querySelectorAll('*'))) {
    for (const name of ['href', 'src', 'data-src', 'action']) {
      const value = element.getAttribute(name);
      if (value !== null) values.push(value);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset) values.push(...srcset.split(',').map((part) => part.trim().split(/\s+/)[0] ?? ''));
  }
  return values.map((value) => new URL(value, 'https://shop.example/blog/'));
}

function expectOnlySafe(html: string) {
  for (const url of printedUrls(html)) expect(['http:', 'https:']).toContain(url.protocol);
}

describe.each(HOSTILE_URLS)('the address %j', (url) => {
  it('never becomes the comments link', () => {
    const html = commentsLinkHtml({ id: 'p1', fullUrl: url, publicCommentCount: 2 });
    expectOnlySafe(html);
    expect(html).toContain('href="#comments-p1"');
    expectOnlySafe(commentsLinkHtml({ id: 'p1', fullUrl: url }, { disqusShortname: 'leaf' }));
  });

  it("never becomes the video wrapper's fallback link", () => {
    const html = videoWrapperHtml(
      { originalSize: '640x480' },
      { styles: createStyleCollector('v'), sourceUrl: url },
    );
    expectOnlySafe(html);
    expect(html).not.toContain('sf-video__fallback');
  });

  it('never becomes an image or audio source', () => {
    if (url.toLowerCase().startsWith('data:')) return;
    const styles = createStyleCollector('m');
    const image = { assetUrl: url, originalSize: '100x100', systemDataVariants: '100w,300w' };
    expectOnlySafe(renderImageWrapper(image, { styles }));
    expect(responsiveImageHtml(image, { styles, maxWidth: 300 })).toBe('');
    expect(
      galleryData({ images: [image, { assetUrl: '/ok.png' }] }, styles).items.map((item) => item.src),
    ).toEqual(['/ok.png']);
    expect(renderAudioPlayer(createPageRenderer({}), { title: 'Tea', audioAssetUrl: url } as never)).toBe('');
  });
});

it('a safe address is printed as given', () => {
  expect(commentsLinkHtml({ id: 'p1', fullUrl: 'https://shop.example/blog/a' })).toContain(
    'href="https://shop.example/blog/a#comments-p1"',
  );
  const html = videoWrapperHtml({}, { styles: createStyleCollector('v'), sourceUrl: 'https://vimeo.com/1' });
  expect(html).toContain('href="https://vimeo.com/1"');
});

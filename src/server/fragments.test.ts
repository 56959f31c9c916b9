import { describe, expect, it } from 'vitest';
import { createStyleCollector } from '../core/template/style-collector.ts';
import {
  cartLinkHtml,
  commentsLinkHtml,
  formAnswerHtml,
  sanitizeOembedHtml,
  videoWrapperHtml,
} from './fragments.ts';

const YOUTUBE =
  '<iframe width="480" height="270" src="https://www.youtube.com/embed/abc?feature=oembed" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen title="Steeping"></iframe>';

describe('sanitizeOembedHtml', () => {
  it.each([
    // allowed players keep their iframe and its harmless attributes
    [YOUTUBE, YOUTUBE],
    [
      '<iframe src="https://player.vimeo.com/video/1" width="640" height="360"></iframe>',
      '<iframe src="https://player.vimeo.com/video/1" width="640" height="360"></iframe>',
    ],
    // event handlers and inline styles are removed
    [
      '<iframe src="https://www.youtube.com/embed/x" onload="alert(1)" style="border:0"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    ],
    // `allow` keeps only the listed player features (issue 33): no camera, microphone, payment
    [
      '<iframe src="https://www.youtube.com/embed/x" allow="camera; autoplay; microphone \'self\'; payment; Encrypted-Media *"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x" allow="autoplay; encrypted-media"></iframe>',
    ],
    [
      '<iframe src="https://www.youtube.com/embed/x" allow="camera *; geolocation"></iframe>',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
    ],
    // other hosts, plain http, protocol-relative, relative and javascript: sources are refused
    ['<iframe src="https://evil.example/embed"></iframe>', ''],
    ['<iframe src="https://www.youtube.com.evil.example/embed"></iframe>', ''],
    ['<iframe src="http://www.youtube.com/embed/x"></iframe>', ''],
    ['<iframe src="//www.youtube.com/embed/x"></iframe>', ''],
    ['<iframe src="/embed/x"></iframe>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    // everything that is not an iframe goes, text included
    ['<script>alert(1)</script><img src=x onerror=alert(1)><p>hello</p>', ''],
    [`<div>${YOUTUBE}<script>alert(1)</script></div>`, YOUTUBE],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (html, expected) => {
    expect(sanitizeOembedHtml(html)).toBe(expected);
  });
});

describe('videoWrapperHtml', () => {
  it('wraps the sanitised player in a box of the video ratio, styled by class', () => {
    const styles = createStyleCollector('v');
    const html = videoWrapperHtml(
      { originalSize: '1920x1080', oembed: { html: YOUTUBE, providerName: 'YouTube' } },
      { styles },
    );
    expect(html).toBe(
      `<div class="sf-video" data-provider-name="YouTube"><div class="sf-video__frame v0">${YOUTUBE}</div></div>`,
    );
    expect(styles.css()).toBe('.v0{padding-bottom:56.25%}');
    expect(html).not.toContain('style=');
  });

  it('shows a link instead of a refused player, and never the payload', () => {
    const styles = createStyleCollector('v');
    const html = videoWrapperHtml(
      {
        originalSize: '640x480',
        oembed: {
          html: '<iframe src="https://evil.example/x" onload="alert(1)"></iframe>',
          providerName: 'Evil',
        },
      },
      { styles, sourceUrl: 'https://evil.example/watch' },
    );
    expect(html).toContain('sf-video--unavailable');
    expect(html).toContain('<a class="sf-video__fallback" href="https://evil.example/watch"');
    expect(html).toContain('Watch on Evil');
    expect(html).not.toContain('iframe');
    expect(html).not.toContain('onload');
  });

  it('renders the poster overlay with focal point and colour as classes', () => {
    const styles = createStyleCollector('v');
    const html = videoWrapperHtml(
      {
        assetUrl: '/poster.jpg',
        originalSize: '1000x500',
        overlay: true,
        mainImageId: 'img-1',
        mediaFocalPoint: { x: 0.25, y: 0.75 },
        colorData: { centerAverage: 'aabbcc' },
        oembed: { html: YOUTUBE, providerName: 'YouTube' },
      },
      { styles },
    );
    expect(html).toContain(
      '<div class="sf-video__overlay"><img class="sf-video__poster v1" src="/poster.jpg" alt loading="lazy" data-image-dimensions="1000x500"></div>',
    );
    expect(styles.css()).toBe(
      '.v0{padding-bottom:50%}\n.v1{object-position:25% 75%;background-color:#aabbcc}',
    );
    expect(html).not.toContain('style=');
  });

  it('marks an overlay without a thumbnail, and reports a malformed size', () => {
    const styles = createStyleCollector('v');
    const errors: string[] = [];
    const html = videoWrapperHtml(
      { originalSize: 'huge', overlay: true, oembed: { html: YOUTUBE } },
      { styles, collector: { report: (_kind, message) => errors.push(message), errors: () => [] } },
    );
    expect(html).toContain('sf-video__overlay sf-video__overlay--no-thumb');
    expect(html).toContain('<div class="sf-video__frame">');
    expect(errors[0]).toContain("Invalid source parameter. Pass in 'originalSize'");
  });
});

describe('formAnswerHtml', () => {
  it.each([
    [
      { type: 'text', value: 'Hello <b>there</b>' },
      undefined,
      '<div class="sf-form-answer__line">Hello &lt;b&gt;there&lt;/b&gt;</div>',
    ],
    [{ type: 'text', value: '' }, undefined, '<div class="sf-form-answer__line">N/A</div>'],
    [{ type: 'text' }, 'Nothing given', '<div class="sf-form-answer__line">Nothing given</div>'],
    [
      { type: 'likert', values: { 'Fresh?': '2', 'Fast?': '-1' } },
      undefined,
      '<div class="sf-form-answer__line"><span class="sf-form-answer__label">Fresh?:</span> Strongly Agree</div>' +
        '<div class="sf-form-answer__line"><span class="sf-form-answer__label">Fast?:</span> Disagree</div>',
    ],
  ])('%j -> lines', (field, noAnswer, lines) => {
    expect(formAnswerHtml(field, noAnswer)).toBe(
      `<div class="sf-form-answer" data-field-type="${field.type}">${lines}</div>`,
    );
  });
});

describe('commentsLinkHtml', () => {
  it.each([
    [
      { id: 'p1', fullUrl: '/blog/a', publicCommentCount: 0 },
      {},
      '<a href="/blog/a#comments-p1" class="sf-comment-link" data-id="p1">No Comments</a>',
    ],
    [
      { id: 'p1', fullUrl: '/blog/a', publicCommentCount: 1 },
      {},
      '<a href="/blog/a#comments-p1" class="sf-comment-link" data-id="p1">1 Comment</a>',
    ],
    [
      { id: 'p1', fullUrl: '/blog/a', publicCommentCount: 7 },
      {},
      '<a href="/blog/a#comments-p1" class="sf-comment-link" data-id="p1">7 Comments</a>',
    ],
    [
      { id: 'p1', fullUrl: '/blog/a', publicCommentCount: 7 },
      { disqusShortname: 'leaf' },
      '<a href="/blog/a" class="sf-comment-link sf-comment-link--disqus" data-id="p1"></a>',
    ],
    [
      { id: '"x', fullUrl: '/b?a=1&c=2' },
      {},
      '<a href="/b?a=1&amp;c=2#comments-&quot;x" class="sf-comment-link" data-id="&quot;x">No Comments</a>',
    ],
  ])('%j %j', (item, settings, expected) => {
    expect(commentsLinkHtml(item, settings)).toBe(expected);
  });
});

describe('cartLinkHtml', () => {
  it.each([
    [undefined, '<a href="/cart" class="sf-cart-link">Cart</a>'],
    ['  ', '<a href="/cart" class="sf-cart-link">Cart</a>'],
    ['Your bag <3', '<a href="/cart" class="sf-cart-link">Your bag &lt;3</a>'],
  ])('%j -> %s', (text, expected) => {
    expect(cartLinkHtml(text)).toBe(expected);
  });
});

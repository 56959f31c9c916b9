// {squarespace-headers}' script tag: Storefront's or a loader of the site's own, with its
// attributes and the page's nonce (issue 46 item 5). The region as a whole: demo/scripts/platform-site.test.ts.
import { describe, expect, it } from 'vitest';
import { createTemplateEngine, type RenderOptions } from './template-engine.ts';

const scriptTag = (options: RenderOptions) => {
  const { html, errors } = createTemplateEngine({}).render(
    '{squarespace-headers}',
    {},
    { main: '', ...options },
  );
  expect(errors).toEqual([]);
  return html.match(/<script async[^>]*><\/script>/)?.[0];
};

describe("{squarespace-headers}' script tag", () => {
  it("loads a site's own loader as a module, with its attributes and the nonce", () => {
    expect(
      scriptTag({
        headers: {
          script: '/demo/mock-boot.js',
          stylesheet: '/storefront.css',
          nonce: 'n0nce',
          scriptAttributes: { type: 'module', 'data-demo-boot': '', 'data-analytics': 'all-off' },
        },
      }),
    ).toBe(
      '<script async type="module" data-demo-boot data-analytics="all-off" src="/demo/mock-boot.js" nonce="n0nce"></script>',
    );
  });

  it('keeps its address and nonce when the attributes name them too', () => {
    expect(
      scriptTag({
        headers: {
          script: '/storefront.js',
          stylesheet: '/storefront.css',
          scriptAttributes: { src: '/other.js', nonce: 'guess' },
        },
        nonce: 'n0nce',
      }),
    ).toBe('<script async src="/storefront.js" nonce="n0nce"></script>');
  });

  it('has no nonce when the render has none', () => {
    expect(scriptTag({ headers: { script: '/storefront.js', stylesheet: '/storefront.css' } })).toBe(
      '<script async src="/storefront.js"></script>',
    );
  });
});

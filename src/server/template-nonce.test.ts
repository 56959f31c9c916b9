// The page's nonce on the template's own <script> and <style> tags, never on markup from the
// page's data (issue 46 item 5).
import { describe, expect, it } from 'vitest';
import { createTemplateEngine } from './template-engine.ts';
import { withTemplateNonce } from './template-nonce.ts';

const HEADERS = { script: '/storefront.js', stylesheet: '/storefront.css' };

describe('withTemplateNonce', () => {
  it("adds the nonce to each script and style tag that has none, keeping the tag's attributes", () => {
    expect(
      withTemplateNonce(
        '<style>a{color:red}</style><SCRIPT type="module" src="/a.js"></SCRIPT><script nonce="own">1</script><script/>',
        'abc+/=',
      ),
    ).toBe(
      '<style nonce="abc+/=">a{color:red}</style><SCRIPT nonce="abc+/=" type="module" src="/a.js"></SCRIPT><script nonce="own">1</script><script nonce="abc+/="/>',
    );
  });

  it("leaves a script's own text alone, and tags that only start like one", () => {
    const source =
      '<script>document.write("<script src=\\"/b.js\\"></scr" + "ipt>")</script><scripts></scripts><script-x></script-x><styles>';
    expect(withTemplateNonce(source, 'n')).toBe(
      `<script nonce="n">${source.slice('<script>'.length, source.indexOf('<scripts>'))}<scripts></scripts><script-x></script-x><styles>`,
    );
  });

  it('leaves a tag that never ends as written', () => {
    expect(withTemplateNonce('<style>a{}</style><script src="/a.js"', 'n')).toBe(
      '<style nonce="n">a{}</style><script src="/a.js"',
    );
  });

  it('changes nothing without a nonce, or with one a CSP could not hold', () => {
    expect(withTemplateNonce('<script>1</script>', undefined)).toBe('<script>1</script>');
    expect(withTemplateNonce('<script>1</script>', 'a{b}"c')).toBe('<script>1</script>');
  });
});

describe("the template's own scripts and styles in a render", () => {
  const engine = createTemplateEngine({});

  it("nonce the region's, the view's and the partials' tags, with the headers' nonce", () => {
    const { html, errors } = engine.render(
      '<head>{squarespace-headers}<style>body{margin:0}</style></head>{squarespace.main-content}',
      {},
      {
        main: '<script>window.a = 1;</script>{@|apply part.block}',
        partials: { 'part.block': '<script type="application/ld+json">{}</script>' },
        headers: { ...HEADERS, nonce: 'n0nce' },
      },
    );
    expect(errors).toEqual([]);
    expect(html).toContain('<style nonce="n0nce">body{margin:0}</style>');
    expect(html).toContain('<script nonce="n0nce">window.a = 1;</script>');
    expect(html).toContain('<script nonce="n0nce" type="application/ld+json">{}</script>');
    expect(html).toContain('<script async src="/storefront.js" nonce="n0nce"></script>');
  });

  it("never nonces markup that comes from the page's data", () => {
    const { html } = engine.render(
      '<script>1</script>{body}',
      { body: '<script>alert(1)</script>' },
      { nonce: 'n0nce' },
    );
    expect(html).toBe('<script nonce="n0nce">1</script><script>alert(1)</script>');
  });

  it("takes render's nonce over the headers', for the headers' tag and the collected styles too", () => {
    const { html } = engine.render(
      '{squarespace-headers}<script>1</script>{squarespace.main-content}',
      { image: { assetUrl: '/a.jpg', originalSize: '10x10', mediaFocalPoint: { x: 0.1, y: 0.9 } } },
      { main: '{image|responsive-image}', headers: { ...HEADERS, nonce: 'old' }, nonce: 'new' },
    );
    expect(html).not.toContain('old');
    expect(html).toContain('<script async src="/storefront.js" nonce="new"></script>');
    expect(html).toMatch(/<style nonce="new">\.sf-t-/);
    expect(html).toContain('<script nonce="new">1</script>');
  });

  it('reports a nonce a CSP could not hold and adds it to no template tag', () => {
    const { html, errors } = engine.render('<script>1</script>', {}, { nonce: 'a b' });
    expect(html).toBe('<script>1</script>');
    expect(errors).toEqual([
      {
        type: 'storefront',
        message:
          "bad-input: the nonce is not a CSP nonce (base64): the template's own scripts and styles have none",
      },
    ]);
  });
});

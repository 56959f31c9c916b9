// Issue 33 item 7: the server helpers write only attribute names and tags that the HTML parser
// reads as one name; anything else is refused with the name quoted.
import { describe, expect, it } from 'vitest';
import { attributesHtml, islandTag } from './html.ts';
import { createPageRenderer } from './render-island.tsx';

describe('attributesHtml', () => {
  it('writes plain names, escaped values', () => {
    expect(attributesHtml({ class: 'a"b', 'data-x': '', 'xlink:href': '#i', skip: undefined })).toBe(
      ' class="a&quot;b" data-x xlink:href="#i"',
    );
  });

  it.each(['x onload=alert(1) y', 'a"b', 'a>b', 'a/b', "a'b", 'a=b', '', ' x', 'onclick', 'ONLOAD'])(
    'refuses the name %j',
    (name) => {
      expect(() => attributesHtml({ [name]: 'v' })).toThrow(
        `${JSON.stringify(name)} cannot be an attribute name`,
      );
    },
  );
});

describe("an island's tag", () => {
  it.each(['div', 'span', 'section', 'li', 'my-island'])('may be %j', (tag) => {
    expect(islandTag(tag)).toBe(tag);
  });

  it.each(['div onmouseover=alert(1)', 'script', 'style', 'iframe', 'textarea', 'DIV', 'a>', '', 'x/y'])(
    'may not be %j',
    (tag) => {
      expect(() => islandTag(tag)).toThrow("cannot be an island's tag");
    },
  );

  it('is checked by the renderer, with the element attributes', () => {
    const page = createPageRenderer({});
    expect(() => page.island('cart-pill', { tag: 'img src=x onerror=alert(1)' })).toThrow(
      "cannot be an island's tag",
    );
    expect(() => page.island('cart-pill', { element: { 'x onload=alert(1) y': '' } })).toThrow(
      'cannot be an attribute name',
    );
    expect(page.island('cart-pill', { tag: 'span', element: { class: 'pill' } })).toMatch(
      /^<span data-storefront="cart-pill" data-sf-id="sf\d+-" class="pill">/,
    );
  });
});

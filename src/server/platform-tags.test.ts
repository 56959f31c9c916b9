// The platform's own tags through createTemplateEngine: each rendered with its resolver, and
// reported (an engine error, nothing in the page) without one (issue 46 item 2).
import { describe, expect, it, vi } from 'vitest';
import type { PlatformResolvers, TagAttributes } from './platform-resolvers.ts';
import { createTemplateEngine, type RenderOptions } from './template-engine.ts';

const NAVIGATION_BLOCK =
  '<nav>{.repeated section items}{.section collection}<a href="{fullUrl}"{.if active} class="active"{.end}>{navigationTitle}</a>{.end}{.section externalLink}<a href="{url}">{title}</a>{.end}{.end}</nav>';
const MAIN_NAV = {
  items: [
    { active: true, collection: { fullUrl: '/shop', navigationTitle: 'Shop' } },
    { externalLink: { url: 'https://example.com/', title: 'Blog' } },
  ],
};
const product = (id: string, fields: Record<string, unknown> = {}) => ({ id, title: id, ...fields });
const SHOP = {
  collection: { urlId: 'shop', title: 'Shop' },
  items: [
    product('p1', { starred: true, categories: ['Tea'], tags: ['new'] }),
    product('p2', { categories: ['Coffee'] }),
    product('p3', { starred: true, categories: ['Coffee', 'Tea'] }),
    product('p4', { tags: ['new', 'sale'] }),
    product('p5', { starred: true }),
  ],
};
const blockField = (id: string) =>
  id === 'footerBlocks' ? '<div class="sqs-layout">Footer</div>' : undefined;
const RESOLVERS: PlatformResolvers = {
  blockField,
  navigation: (id) => (id === 'mainNav' ? MAIN_NAV : undefined),
  collection: (urlId) => (urlId === 'shop' ? SHOP : undefined),
  script: (src) => `/assets/scripts/${src}`,
};
const LIST = '{.repeated section items}[{title}]{.end}';

function render(template: string, resolvers?: PlatformResolvers, options: RenderOptions = {}) {
  const engine = createTemplateEngine({}, resolvers ? { resolvers } : {});
  return engine.render(template, { website: { siteTitle: 'Tea Shop' }, section: 'shop' }, options);
}
const messages = (result: ReturnType<typeof render>) =>
  result.errors.map(({ type, message }) => `${type}: ${message}`);

describe('<squarespace:navigation>', () => {
  const tag = '<header><squarespace:navigation navigationId="mainNav" template="main-navigation" /></header>';

  it('renders the template block with the navigation the resolver gives', () => {
    const result = render(tag, RESOLVERS, { partials: { 'main-navigation.block': NAVIGATION_BLOCK } });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      '<header><nav><a href="/shop" class="active">Shop</a><a href="https://example.com/">Blog</a></nav></header>',
    );
  });

  it('without a resolver, reports an engine error and writes nothing of the tag', () => {
    const result = render(tag, undefined, { partials: { 'main-navigation.block': NAVIGATION_BLOCK } });
    expect(result.html).toBe('<header></header>');
    expect(messages(result)).toEqual([
      'engine: <squarespace:navigation navigationid="mainNav">: no navigation resolver: createTemplateEngine(context, { resolvers: { navigation } }) (docs/templates.md)',
    ]);
  });

  it('reports a navigation the resolver does not have, a missing block and a missing attribute', () => {
    const result = render(
      '<squarespace:navigation navigationId="other" template="main-navigation" /><squarespace:navigation navigationId="mainNav" template="absent" /><squarespace:navigation template="main-navigation">',
      RESOLVERS,
      { partials: { 'main-navigation.block': NAVIGATION_BLOCK } },
    );
    expect(result.html).toBe('');
    expect(messages(result)).toEqual([
      'engine: <squarespace:navigation navigationid="other">: the navigation resolver has no navigation "other"',
      expect.stringMatching(
        /^engine: .*Attempt to apply partial 'absent\.block' which could not be found\.$/,
      ),
      'engine: <squarespace:navigation>: needs navigationId and template',
    ]);
  });
});

describe('<squarespace:query>', () => {
  const query = (attributes: string) => `<squarespace:query ${attributes}>${LIST}</squarespace:query>`;

  it('renders its body with the collection, as many items as limit says (limit="3" shows 3)', () => {
    const result = render(`<ul>${query('collection="shop" limit="3"')}</ul>`, RESOLVERS);
    expect(result.errors).toEqual([]);
    expect(result.html).toBe('<ul>[p1][p2][p3]</ul>');
  });

  it('keeps featured items, items of any listed category or tag, then skips and limits', () => {
    const cases: [string, string][] = [
      ['collection="shop" featured="true"', '[p1][p3][p5]'],
      ['collection="shop" featured="false"', '[p1][p2][p3][p4][p5]'],
      ['collection="shop" category="Tea"', '[p1][p3]'],
      ['collection="shop" category="Tea, Coffee" limit="2"', '[p1][p2]'],
      ['collection="shop" tag="sale,none"', '[p4]'],
      ['collection="shop" featured="true" category="Coffee"', '[p3]'],
      ['collection="shop" featured="true" skip="1" limit="1"', '[p3]'],
      ['collection="shop" category="Cocoa"', ''],
    ];
    for (const [attributes, expected] of cases) {
      const result = render(query(attributes), RESOLVERS);
      expect(result.errors, attributes).toEqual([]);
      expect(result.html, attributes).toBe(expected);
    }
  });

  it("reads attributes written with the engine's syntax where the tag stands, and the page around it", () => {
    const result = render(
      `<squarespace:query collection="{section}" limit="{.if section}2{.end}">{collection.title} of {website.siteTitle}: ${LIST}</squarespace:query>`,
      RESOLVERS,
    );
    expect(result.errors).toEqual([]);
    expect(result.html).toBe('Shop of Tea Shop: [p1][p2]');
  });

  it('renders in a partial and in a repeated section, each with its own attributes', () => {
    const collection = vi.fn((urlId: string) => ({ collection: { title: urlId }, items: SHOP.items }));
    const result = createTemplateEngine({}, { resolvers: { collection } }).render(
      '{.repeated section shelves}{@|apply shelf.block}{.end}',
      {
        shelves: [
          { urlId: 'a', n: '1' },
          { urlId: 'b', n: '2' },
        ],
      },
      { partials: { 'shelf.block': query('collection="{urlId}" limit="{n}"') } },
    );
    expect(result.errors).toEqual([]);
    expect(result.html).toBe('[p1][p1][p2]');
    expect(collection.mock.calls.map(([urlId]) => urlId)).toEqual(['a', 'b']);
  });

  it('reports a bad or too large limit, skip or featured, and uses the platform caps', () => {
    const many = { items: Array.from({ length: 120 }, (_, index) => product(`p${index}`)) };
    const result = render(
      '<squarespace:query collection="many" limit="500" skip="20">{items|count}</squarespace:query>|<squarespace:query collection="many" limit="three" featured="yes">{items|count}</squarespace:query>',
      { collection: () => many },
    );
    expect(result.html).toBe('100|100');
    expect(messages(result)).toEqual([
      `engine: <squarespace:query collection="many">: skip="20" is over 10, the platform's most; 10 used`,
      `engine: <squarespace:query collection="many">: limit="500" is over 100, the platform's most; 100 used`,
      'engine: <squarespace:query collection="many">: featured="yes" is neither true nor false; ignored',
      'engine: <squarespace:query collection="many">: limit="three" is not a whole number; ignored',
    ]);
  });

  it('without a resolver or a collection, reports an engine error and renders nothing of its body', () => {
    const result = render(`${query('collection="shop" limit="3"')}|${query('limit="1"')}`);
    expect(result.html).toBe('|');
    expect(messages(result)).toEqual([
      'engine: <squarespace:query collection="shop">: no collection resolver: createTemplateEngine(context, { resolvers: { collection } }) (docs/templates.md)',
      'engine: <squarespace:query>: needs collection',
    ]);
    expect(messages(render(query('collection="blog"'), RESOLVERS))).toEqual([
      'engine: <squarespace:query collection="blog">: the collection resolver has no collection "blog" with items',
    ]);
  });
});

describe('<squarespace:block-field> and <squarespace:script>', () => {
  it('writes the HTML the block-field resolver gives, self-closed or with its closing tag', () => {
    const result = render(
      '<footer><squarespace:block-field id="footerBlocks" columns="12" /><squarespace:block-field id="footerBlocks" columns="1"></squarespace:block-field></footer>',
      RESOLVERS,
    );
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      '<footer><div class="sqs-layout">Footer</div><div class="sqs-layout">Footer</div></footer>',
    );
  });

  it('gives the block-field resolver the id and every attribute by lower-case name', () => {
    const blockField = vi.fn((_id: string, _attributes: TagAttributes) => '');
    render('<squarespace:block-field id="side" columns="1" lock-layout="true" Label="Side" />', {
      blockField,
    });
    expect(blockField).toHaveBeenCalledWith('side', {
      id: 'side',
      columns: '1',
      'lock-layout': 'true',
      label: 'Side',
    });
  });

  it("writes the script at the resolver's address, with the page's nonce", () => {
    const result = render('<squarespace:script src="site.js" combo="true" />', RESOLVERS, {
      nonce: 'n0nce',
    });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe('<script src="/assets/scripts/site.js" nonce="n0nce"></script>');
  });

  it('without a resolver or with nothing from it, reports an engine error and writes nothing', () => {
    const result = render(
      '[<squarespace:block-field id="footerBlocks" columns="12" />][<squarespace:script src="site.js" />][<squarespace:block-field id="other" />]',
      { blockField },
    );
    expect(result.html).toBe('[<div class="sqs-layout">Footer</div>][][]');
    expect(messages(result)).toEqual([
      'engine: <squarespace:script src="site.js">: no script resolver: createTemplateEngine(context, { resolvers: { script } }) (docs/templates.md)',
      'engine: <squarespace:block-field id="other">: the blockField resolver has no field "other"',
    ]);
  });
});

describe('the platform tags as template text', () => {
  it('reports a platform tag it does not render, and writes nothing of it', () => {
    const result = render('a<squarespace:folder-navigation template="submenu" />b', RESOLVERS);
    expect(result.html).toBe('ab');
    expect(messages(result)).toEqual([
      'engine: <squarespace:folder-navigation>: not a tag storefront/template renders (docs/templates.md)',
    ]);
  });

  it("leaves a tag that arrives in the page's data as data: only templates have tags", () => {
    const script = vi.fn(() => '/evil.js');
    const result = createTemplateEngine({}, { resolvers: { script } }).render('{title}|{title|htmlattr}', {
      title: '<squarespace:script src="x.js" />',
    });
    expect(result.html).toBe(
      '<squarespace:script src="x.js" />|&lt;squarespace:script src=&quot;x.js&quot; /&gt;',
    );
    expect(script).not.toHaveBeenCalled();
  });

  it('keeps attribute names such as __proto__ as plain attributes', () => {
    const blockField = vi.fn((_id: string, _attributes: TagAttributes) => 'ok');
    const result = render('<squarespace:block-field id="f" __proto__="x" constructor="y" />', {
      blockField,
    });
    expect(result.html).toBe('ok');
    expect(Object.hasOwn(blockField.mock.calls[0]?.[1] ?? {}, '__proto__')).toBe(true);
  });
});

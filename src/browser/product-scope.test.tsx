// How a product island finds its product in the browser: its container, else the product it
// names by id (the platform idiom the template engine writes; docs/architecture.md).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOG } from '../../mocks/fixtures/catalog.ts';
import { MAIN_SHOP, productItem } from '../../mocks/fixtures/shops.ts';
import { setupMockPlatform } from '../../mocks/node.ts';
import { createTemplateEngine } from '../server/template-engine.ts';
import { setupStorefrontPage, US_STORE_CONTEXT } from '../test/storefront-page.ts';
import { createProductScopes } from './product-scope.ts';

const item = (slug: string) => {
  const entry = CATALOG.find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(slug);
  return productItem(MAIN_SHOP, entry);
};
const BEANIE = item('merino-beanie');
const MUG = item('stoneware-mug');
const json = (value: unknown, id: string) =>
  `<script type="application/json" data-storefront-product-item="${id}">${JSON.stringify(value)}</script>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createProductScopes', () => {
  const scopes = () => createProductScopes('USD');
  const island = (id: string) => document.getElementById(id) as Element;

  it('gives islands naming the same product one store, and another product its own', () => {
    document.body.innerHTML = `${json(BEANIE, BEANIE.id)}<div id="a" data-storefront-product-id="${BEANIE.id}"></div>
<p><span id="b" data-storefront-product-id="${BEANIE.id}"></span></p>${json(MUG, MUG.id)}<div id="c" data-storefront-product-id="${MUG.id}"></div>`;
    const found = scopes();
    const [a, b, c] = ['a', 'b', 'c'].map((id) => found.scopeOf(island(id)));
    if (!a?.ok || !b?.ok || !c?.ok) throw new Error('expected three scopes');
    expect(a.store).toBe(b.store);
    expect(c.store).not.toBe(a.store);
    expect(c.store.getState().product.id).toBe(MUG.id);
  });

  it('keeps containers as they are: the container wins over an id', () => {
    document.body.innerHTML = `${json(MUG, MUG.id)}<div data-storefront-product>${json(BEANIE, 'x').replace(' data-storefront-product-item="x"', '')}<div id="a" data-storefront-product-id="${MUG.id}"></div></div>`;
    const scope = scopes().scopeOf(island('a'));
    expect(scope.ok && scope.store.getState().product.id).toBe(BEANIE.id);
  });

  it.each([
    [
      'no JSON for the id',
      `<div id="a" data-storefront-product-id="${MUG.id}"></div>`,
      `no <script type="application/json" data-storefront-product-item="${MUG.id}"> on the page for data-storefront-product-id="${MUG.id}"`,
    ],
    [
      'JSON of another product',
      `${json(BEANIE, MUG.id)}<div id="a" data-storefront-product-id="${MUG.id}"></div>`,
      `the product JSON for "${MUG.id}" has the id "${BEANIE.id}"`,
    ],
    [
      'malformed JSON',
      `<script type="application/json" data-storefront-product-item="m">{</script><div id="a" data-storefront-product-id="m"></div>`,
      expect.stringMatching(/^product JSON is malformed JSON/),
    ],
    [
      'neither container nor id',
      '<div id="a"></div>',
      'this island must sit inside a [data-storefront-product] element or name its product with data-storefront-product-id',
    ],
  ])('refuses %s with a message naming it', (_label, html, problem) => {
    document.body.innerHTML = html;
    const scope = scopes().scopeOf(island('a'));
    expect(scope.ok).toBe(false);
    expect(scope.ok === false && scope.problem).toEqual(problem);
  });

  it('finds a product JSON that arrives after the first look', () => {
    document.body.innerHTML = `<div id="a" data-storefront-product-id="${MUG.id}"></div>`;
    const found = scopes();
    expect(found.scopeOf(island('a')).ok).toBe(false);
    document.body.insertAdjacentHTML('beforeend', json(MUG, MUG.id));
    expect(found.scopeOf(island('a')).ok).toBe(true);
  });
});

describe('islands of the platform idiom, hydrated', () => {
  setupMockPlatform();
  const storefront = setupStorefrontPage();

  it('share one selection per product: a variant chosen in product-checkout changes its price and status only', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html, errors: problems } = createTemplateEngine(US_STORE_CONTEXT).render(
      '{@|storefront-context}{.section item}<h1>{title}</h1>{@|product-status}{@|product-price}{@|product-checkout}{.end}<ul>{.repeated section related}<li>{title}: {@|product-price}{@|product-status}</li>{.end}</ul>',
      { item: BEANIE, related: [MUG, BEANIE] },
    );
    expect(problems).toEqual([]);
    document.body.innerHTML = html;
    const before = document.body.innerHTML;
    const started = await storefront.start({ eager: true, analytics: 'all-off' });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const user = userEvent.setup();
    const colour = await screen.findByRole('combobox', { name: 'Colour' });
    const prices = () =>
      Array.from(document.querySelectorAll('.sf-product-price'), (node) => node.textContent);
    const marks = () =>
      Array.from(document.querySelectorAll('.sf-product-status'), (node) => node.textContent);
    expect(prices()).toEqual(['from $29.00', '$26.00', 'from $29.00']);
    expect(marks()).toEqual(['sale', '', 'sale']);
    await waitFor(async () => {
      const states = (await started?.api.debug())?.islands.map((island) => island.state);
      expect(states).toEqual(Array(9).fill('hydrated'));
    });
    await user.selectOptions(colour, 'Navy');
    // Both beanie scopes on the page follow (one store per product id); the mug does not move.
    await waitFor(() => expect(prices()).toEqual(['$38.00', '$26.00', '$38.00']));
    expect(marks()).toEqual(['', '', '']);
    expect(before).toContain('data-storefront-product-id');
    expect(errors).not.toHaveBeenCalled();
  });
});

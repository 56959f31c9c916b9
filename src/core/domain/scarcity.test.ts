import { describe, expect, it } from 'vitest';
import { scarcityStrings } from '../words/strings-on-demand.ts';
import { product } from './buy-flow-fixtures.test-helper.ts';
import { ProductType } from './product.ts';
import { scarcityMessages, scarcityViews } from './scarcity.ts';

const INF = Number.POSITIVE_INFINITY;
const tee = product({
  variantSpecs: [
    { stock: 2, attributes: { Size: 'S', Colour: 'Oat' } },
    { stock: 7, attributes: { Size: 'L', Colour: 'Oat' } },
    { stock: 1, attributes: { Size: 'L', Colour: 'Rust' } },
    { stock: INF, attributes: { Size: 'S', Colour: 'Rust' } },
  ],
});
const defaultMessage = scarcityStrings.scarcityDefault;

function messages(merchandising: object | undefined, selected: Record<string, string> = {}, item = tee) {
  const variant = item.variants.find((v) =>
    item.options.every((o) => selected[o.name] !== undefined && v.attributes[o.name] === selected[o.name]),
  );
  return scarcityMessages({
    product: item,
    selected,
    variant,
    merchandising: merchandising as never,
    defaultMessage,
  });
}

describe('scarcityViews', () => {
  it('no views: one untied default view', () => {
    expect(scarcityViews(undefined)).toEqual([{ id: 'default', attributes: {}, text: undefined }]);
  });
  it('keeps well-formed views and drops the rest', () => {
    expect(
      scarcityViews([
        { id: 'l', attributes: { Size: 'L' }, text: 'Last {qtyInStock} large' },
        'nope',
        { attributes: { Size: 3 } },
        { attributes: [] },
        { text: '  ' },
      ]),
    ).toEqual([
      { id: 'l', attributes: { Size: 'L' }, text: 'Last {qtyInStock} large' },
      { id: 'view-4', attributes: {}, text: undefined },
    ]);
  });
});

describe('scarcityMessages', () => {
  it('nothing unless scarcityEnabled', () => {
    expect(messages(undefined, { Size: 'S', Colour: 'Oat' })).toEqual([]);
    expect(messages({ scarcityEnabled: false }, { Size: 'S', Colour: 'Oat' })).toEqual([]);
  });
  it("the chosen variant's stock with the default text 'Only {qtyInStock} left!'", () => {
    expect(messages({ scarcityEnabled: true }, { Size: 'S', Colour: 'Oat' })).toEqual([
      { id: 'default', message: 'Only {qtyInStock} left!', qtyInStock: 2 },
    ]);
  });
  it('scarcityText replaces the default', () => {
    expect(
      messages(
        { scarcityEnabled: true, scarcityText: 'Hurry, {qtyInStock} to go' },
        { Size: 'L', Colour: 'Rust' },
      ),
    ).toEqual([{ id: 'default', message: 'Hurry, {qtyInStock} to go', qtyInStock: 1 }]);
  });
  it('before a choice: nothing, unless scarcityShownByDefault (then the stock still possible)', () => {
    expect(messages({ scarcityEnabled: true })).toEqual([]);
    expect(messages({ scarcityEnabled: true, scarcityShownByDefault: true }, { Colour: 'Oat' })).toEqual([
      { id: 'default', message: defaultMessage, qtyInStock: 9 },
    ]);
  });
  it('no message at 0 (the restock form takes over) or for unlimited stock', () => {
    const soldOut = product({ variantSpecs: [{ stock: 0 }] });
    expect(messages({ scarcityEnabled: true }, {}, soldOut)).toEqual([]);
    expect(messages({ scarcityEnabled: true }, { Size: 'S', Colour: 'Rust' })).toEqual([]);
    expect(messages({ scarcityEnabled: true, scarcityShownByDefault: true })).toEqual([]);
  });
  it('never for digital products or gift cards', () => {
    const digital = product({ type: ProductType.DIGITAL, variantSpecs: [{ stock: 1 }] });
    expect(messages({ scarcityEnabled: true }, {}, digital)).toEqual([]);
  });
  it('views tied to attributes show only once those values are chosen, one message per view', () => {
    const merch = {
      scarcityEnabled: true,
      scarcityTemplateViews: [
        { id: 'any' },
        {
          id: 'large',
          attributes: { Size: 'L' },
          text: 'Large: {qtyInStock, plural, one {last one} other {# left}}',
        },
        { id: 'large-rust', attributes: { Size: 'L', Colour: 'Rust' } },
      ],
    };
    expect(messages(merch)).toEqual([]);
    expect(messages(merch, { Size: 'L' }).map((m) => [m.id, m.qtyInStock])).toEqual([['large', 8]]);
    expect(messages(merch, { Size: 'L', Colour: 'Rust' }).map((m) => [m.id, m.qtyInStock])).toEqual([
      ['any', 1],
      ['large', 1],
      ['large-rust', 1],
    ]);
    expect(messages(merch, { Size: 'S', Colour: 'Oat' }).map((m) => m.id)).toEqual(['any']);
  });
});

import { describe, expect, it } from 'vitest';
import { defineWidget, type IslandInput, noOptions } from './contract.ts';

const Component = () => null;
const parseDisplay = (raw: IslandInput<{ readonly attributes?: { readonly display?: string } }>) =>
  raw.attributes.display;

describe('defineWidget attributes (issue 49.10)', () => {
  it('lists the data-* options an island declares; the checker holds the list to its parseOptions', () => {
    const widget = defineWidget({
      name: 'a',
      scope: 'page',
      parseOptions: parseDisplay,
      Component,
      attributes: { display: true },
    });
    expect(widget.attributes).toEqual(['display']);
    expect(defineWidget({ name: 'b', scope: 'page', parseOptions: noOptions, Component }).attributes).toEqual(
      [],
    );
    // @ts-expect-error data-display is read but not declared
    defineWidget({ name: 'c', scope: 'page', parseOptions: parseDisplay, Component });
    defineWidget({
      name: 'd',
      scope: 'page',
      parseOptions: parseDisplay,
      Component,
      // @ts-expect-error data-colour is declared but never read
      attributes: { display: true, colour: true },
    });
    // @ts-expect-error an island that reads no option declares none
    defineWidget({ name: 'e', scope: 'page', parseOptions: noOptions, Component, attributes: { x: true } });
  });
});

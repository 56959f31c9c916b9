import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { dataLayerSwitch } from './data-layer-switch.ts';

const contextWith = (extra: Record<string, unknown>) =>
  SiteContextSchema.parse({ website: { id: 'site-us' }, ...extra });

function tag(value: string | undefined) {
  // Not a real src: the test DOM would try to load it.
  const script = document.createElement('script');
  if (value !== undefined) script.setAttribute('data-datalayer', value);
  document.head.append(script);
}

afterEach(() => {
  for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
});

describe("the owner's dataLayer switch", () => {
  it('is off unless the page context or the script tag says "on"', () => {
    const warn = vi.fn();
    expect(dataLayerSwitch(contextWith({}), document, warn)).toBe(false);
    expect(dataLayerSwitch(contextWith({ dataLayer: 'on' }), document, warn)).toBe(true);
    tag('on');
    expect(dataLayerSwitch(contextWith({}), document, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an "off" from either wins, as the stricter analytics switch does', () => {
    tag('off');
    expect(dataLayerSwitch(contextWith({ dataLayer: 'on' }), document, vi.fn())).toBe(false);
    for (const script of Array.from(document.head.querySelectorAll('script'))) script.remove();
    tag('on');
    expect(dataLayerSwitch(contextWith({ dataLayer: 'off' }), document, vi.fn())).toBe(false);
  });

  it('survives the page context parser (its schema keeps fields it does not know)', () => {
    expect((contextWith({ dataLayer: 'on' }) as Record<string, unknown>).dataLayer).toBe('on');
  });

  it('a value other than "on" or "off" is ignored with one [Storefront] line naming where it was', () => {
    const warn = vi.fn();
    tag('yes');
    expect(dataLayerSwitch(contextWith({ dataLayer: true }), document, warn)).toBe(false);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      '[Storefront] page context field "dataLayer" is true, not "on" or "off"; it is ignored.',
      '[Storefront] data-datalayer on the script tag is "yes", not "on" or "off"; it is ignored.',
    ]);
  });
});

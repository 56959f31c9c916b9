// The loader resolves its stylesheet and chunks against its own URL (issue 48 item 1): a <base>
// and an <img name="currentScript"> planted in the page must not point it at another origin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Relative, as most tags are: the browser fetched it before the <base> was planted, but
// script.src read now would resolve against that base.
const TAG_SRC = '/assets/storefront.js';

let appended: (Node | string)[] = [];

beforeEach(() => {
  vi.resetModules();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('storefront.loader-started')];
  document.head.innerHTML = '<base href="https://evil.test/">';
  document.body.innerHTML = '<img name="currentScript">';
  // Not put in the document, and nothing the loader appends is either: the test fetches nothing.
  const script = document.createElement('script');
  script.setAttribute('src', TAG_SRC);
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...nodes);
  });
  // What the browser reports while this classic script runs, on the prototype where it lives.
  vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(script);
  // The start waits for an idle moment that never comes here: only the loader's own steps run.
  vi.stubGlobal('requestIdleCallback', () => 1);
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the loader under a planted <base>', () => {
  it('loads its stylesheet from its own URL, not the base or a clobbered currentScript', async () => {
    await import('./loader.ts');
    const link = appended.find((node): node is HTMLLinkElement => node instanceof HTMLLinkElement);
    expect(document.baseURI).toBe('https://evil.test/');
    expect(link?.href).toBe(`${location.origin}/assets/storefront.css?v=test`);
  });
});

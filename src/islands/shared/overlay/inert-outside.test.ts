import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <header id="header">Header</header>
    <main id="main">
      <p id="before">Before</p>
      <div id="host"><div id="overlay">Overlay</div></div>
      <p id="after" aria-hidden="false">After</p>
    </main>
    <footer id="footer" inert>Footer</footer>
    <script id="script"></script>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return get;
}

describe('inert outside', () => {
  it('marks every sibling branch up to <body> inert and hidden, and restores them', () => {
    const get = page();
    const restore = inertOutside(get('overlay'));
    for (const id of ['header', 'before', 'after', 'footer']) {
      expect(get(id).hasAttribute('inert')).toBe(true);
      expect(get(id).getAttribute('aria-hidden')).toBe('true');
    }
    for (const id of ['main', 'host', 'overlay']) {
      expect(get(id).hasAttribute('inert')).toBe(false);
      expect(get(id).hasAttribute('aria-hidden')).toBe(false);
    }
    expect(get('script').hasAttribute('inert')).toBe(false);

    restore();
    expect(get('header').hasAttribute('inert')).toBe(false);
    expect(get('header').hasAttribute('aria-hidden')).toBe(false);
    expect(get('before').hasAttribute('inert')).toBe(false);
    // What the page had itself stays.
    expect(get('after').getAttribute('aria-hidden')).toBe('false');
    expect(get('footer').hasAttribute('inert')).toBe(true);
    expect(get('footer').hasAttribute('aria-hidden')).toBe(false);
  });

  it('is reference-counted for stacked overlays', () => {
    const get = page();
    const first = inertOutside(get('overlay'));
    const second = document.createElement('div');
    document.body.append(second);
    const secondRestore = inertOutside(second);
    expect(get('main').hasAttribute('inert')).toBe(true); // the first overlay's branch
    expect(get('header').hasAttribute('inert')).toBe(true);

    secondRestore();
    expect(get('main').hasAttribute('inert')).toBe(false);
    expect(get('header').hasAttribute('inert')).toBe(true); // still hidden by the first
    first();
    expect(get('header').hasAttribute('inert')).toBe(false);
  });
});

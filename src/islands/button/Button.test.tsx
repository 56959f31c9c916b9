import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTEXT } from '../../core/domain/context-schema.ts';
import { createServices } from '../../test/services.ts';
import { IslandOptionsError } from '../shared/contract.ts';
import { IslandProvider } from '../shared/island-context.tsx';
import { Button } from './Button.tsx';
import { parseButtonOptions } from './index.ts';

/** A controllable IntersectionObserver: `show()` reports every observed element as visible. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; live: boolean }[] = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, elements: [], live: true };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    disconnect() {
      this.record.live = false;
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const report = (isIntersecting: boolean) => {
    for (const observer of observers.filter((o) => o.live)) {
      observer.callback(
        observer.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
    }
  };
  return { show: () => report(true), hide: () => report(false), live: () => observers.filter((o) => o.live) };
}

const options = parseButtonOptions({
  attributes: { href: '/blog/', label: 'Read the journal', blockId: 'block-7' },
  json: undefined,
});

function renderButton() {
  const emit = vi.fn();
  const services = createServices(DEFAULT_CONTEXT, { emit });
  render(
    <IslandProvider services={services} product={null}>
      <Button options={options} />
    </IslandProvider>,
  );
  return { emit, link: screen.getByRole('link', { name: 'Read the journal' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('button island (block type 53)', () => {
  it('is a plain link to the block target, rendered the same on the server', () => {
    stubObserver();
    const { link } = renderButton();
    expect(link.getAttribute('href')).toBe('/blog/');
    expect(link.className).toBe('sf-button');
    const html = renderToString(
      <IslandProvider services={createServices(DEFAULT_CONTEXT)} product={null}>
        <Button options={options} />
      </IslandProvider>,
    );
    expect(html).toBe('<a class="sf-button" href="/blog/">Read the journal</a>');
  });

  it('reports button-render once, the first time it is in view', () => {
    const observer = stubObserver();
    const { emit } = renderButton();
    observer.hide();
    expect(emit).not.toHaveBeenCalled();
    observer.show();
    observer.show();
    expect(emit.mock.calls).toEqual([
      ['button-render', { blockId: 'block-7', href: '/blog/', text: 'Read the journal' }],
    ]);
    expect(observer.live()).toHaveLength(0);
  });

  it('reports button-click on click (mouse and keyboard) without holding the navigation (WCAG 2.1.1)', async () => {
    stubObserver();
    const user = userEvent.setup();
    const { emit, link } = renderButton();
    // Seen on document after the island's handler (React's, on its root) and before this test
    // stops happy-dom from following the link.
    const prevented: boolean[] = [];
    const check = (event: MouseEvent) => prevented.push(event.defaultPrevented);
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', check);
    document.addEventListener('click', stop);
    await user.click(link);
    expect(emit).toHaveBeenCalledWith('button-click', {
      blockId: 'block-7',
      href: '/blog/',
      text: 'Read the journal',
    });
    link.focus();
    await user.keyboard('{Enter}');
    expect(emit.mock.calls.filter(([name]) => name === 'button-click')).toHaveLength(2);
    // The island never cancels the click: the link navigates as usual.
    expect(prevented).toEqual([false, false]);
    document.removeEventListener('click', check);
    document.removeEventListener('click', stop);
  });

  it('opens in a new window with noopener when asked', () => {
    const parsed = parseButtonOptions({
      attributes: { href: 'https://example.com/', label: 'Go', target: '_blank' },
      json: undefined,
    });
    expect(parsed.newWindow).toBe(true);
    const html = renderToString(
      <IslandProvider services={createServices(DEFAULT_CONTEXT)} product={null}>
        <Button options={parsed} />
      </IslandProvider>,
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it.each([
    [{ label: 'Go' }, /data-href is required/],
    [{ href: 'javascript:alert(1)', label: 'Go' }, /scheme/],
    [{ href: ' DATA:text/html,x', label: 'Go' }, /scheme/],
    [{ href: '/x' }, /data-label is required/],
    [{ href: '/x', label: 'Go', target: '_top' }, /data-target/],
  ])('rejects bad options %o', (attributes, message) => {
    expect(() => parseButtonOptions({ attributes, json: undefined })).toThrow(IslandOptionsError);
    expect(() => parseButtonOptions({ attributes, json: undefined })).toThrow(message);
  });
});

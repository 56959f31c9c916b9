import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHydrationScheduler } from './scheduler.ts';

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

function stubIntersectionObserver() {
  const observers: { callback: Callback; observed: Set<Element>; margin: string | undefined }[] = [];
  class FakeObserver {
    private readonly record;
    constructor(callback: Callback, init?: { rootMargin?: string }) {
      this.record = { callback, observed: new Set<Element>(), margin: init?.rootMargin };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.add(element);
    }
    unobserve(element: Element) {
      this.record.observed.delete(element);
    }
    disconnect() {
      this.record.observed.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createHydrationScheduler', () => {
  it('mounts eager islands at once', () => {
    stubIntersectionObserver();
    const mount = vi.fn();
    const element = document.createElement('div');
    createHydrationScheduler(mount).schedule(element, 'eager');
    expect(mount).toHaveBeenCalledWith(element);
  });

  it('waits until an island comes near the viewport, then mounts it once', () => {
    const observers = stubIntersectionObserver();
    const mount = vi.fn();
    const element = document.createElement('div');
    createHydrationScheduler(mount).schedule(element, 'visible');
    expect(mount).not.toHaveBeenCalled();
    const observer = observers[0];
    expect(observer?.margin).toBe('200px 0px');
    expect(observer?.observed.has(element)).toBe(true);
    observer?.callback([{ target: element, isIntersecting: false }]);
    expect(mount).not.toHaveBeenCalled();
    observer?.callback([{ target: element, isIntersecting: true }]);
    observer?.callback([{ target: element, isIntersecting: true }]);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(observer?.observed.has(element)).toBe(false);
  });

  it.each(['pointerover', 'focusin', 'touchstart'])('mounts on %s before the island is seen', (type) => {
    stubIntersectionObserver();
    const mount = vi.fn();
    const element = document.createElement('div');
    const button = document.createElement('button');
    element.append(button);
    document.body.append(element);
    createHydrationScheduler(mount).schedule(element, 'visible');
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('mounts at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const mount = vi.fn();
    createHydrationScheduler(mount).schedule(document.createElement('div'), 'visible');
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('does not mount a cancelled island', () => {
    const observers = stubIntersectionObserver();
    const mount = vi.fn();
    const element = document.createElement('div');
    const scheduler = createHydrationScheduler(mount);
    scheduler.schedule(element, 'visible');
    scheduler.cancel(element);
    element.dispatchEvent(new Event('focusin'));
    observers[0]?.callback([{ target: element, isIntersecting: true }]);
    expect(mount).not.toHaveBeenCalled();
  });
});

describe('product containers', () => {
  it('watches a product container once and hydrates all of its islands together', () => {
    const observers = stubIntersectionObserver();
    const mount = vi.fn();
    document.body.innerHTML =
      '<div data-storefront-product id="card"><div data-storefront="product-price" id="a"></div><div data-storefront="add-to-cart" id="b"></div></div>';
    const card = document.getElementById('card') as HTMLElement;
    const a = document.getElementById('a') as HTMLElement;
    const b = document.getElementById('b') as HTMLElement;
    const scheduler = createHydrationScheduler(mount);
    scheduler.schedule(a, 'visible');
    scheduler.schedule(b, 'visible');
    expect([...(observers[0]?.observed ?? [])]).toEqual([card]);
    observers[0]?.callback([{ target: card, isIntersecting: true }]);
    expect(mount.mock.calls.map((call) => call[0])).toEqual([a, b]);
  });

  it('keeps watching a container while one of its islands is still waiting', () => {
    const observers = stubIntersectionObserver();
    const mount = vi.fn();
    document.body.innerHTML =
      '<div data-storefront-product id="card"><div data-storefront="product-price" id="a"></div><div data-storefront="add-to-cart" id="b"></div></div>';
    const a = document.getElementById('a') as HTMLElement;
    const b = document.getElementById('b') as HTMLElement;
    const scheduler = createHydrationScheduler(mount);
    scheduler.schedule(a, 'visible');
    scheduler.schedule(b, 'visible');
    scheduler.cancel(a);
    expect(observers[0]?.observed.size).toBe(1);
    b.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(mount.mock.calls.map((call) => call[0])).toEqual([b]);
  });
});

describe('islands that hydrate on intent or idle', () => {
  function card() {
    document.body.innerHTML =
      '<div data-storefront-product id="card"><div data-storefront="product-price" id="price"></div><div data-storefront="add-to-cart" id="add"><button>Add</button></div></div>';
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    return { card: byId('card'), price: byId('price'), add: byId('add') };
  }

  it('never hydrates them because they were seen, only the seen islands beside them', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const observers = stubIntersectionObserver();
    const mount = vi.fn();
    const { card: container, price, add } = card();
    const scheduler = createHydrationScheduler(mount);
    scheduler.schedule(price, 'intent');
    scheduler.schedule(add, 'visible');
    observers[0]?.callback([{ target: container, isIntersecting: true }]);
    expect(mount.mock.calls.map((call) => call[0])).toEqual([add]);
    scheduler.disconnect();
  });

  it('hydrates them on the shopper intent in their product container', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    stubIntersectionObserver();
    const mount = vi.fn();
    const { price, add } = card();
    const scheduler = createHydrationScheduler(mount);
    scheduler.schedule(price, 'intent');
    add.querySelector('button')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(mount.mock.calls.map((call) => call[0])).toEqual([price]);
    scheduler.disconnect();
  });

  it('hydrates them all when the main thread is idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const observers = stubIntersectionObserver();
    const mount = vi.fn();
    const { price } = card();
    const scheduler = createHydrationScheduler(mount);
    scheduler.schedule(price, 'intent');
    expect(observers[0]?.observed.size).toBe(0);
    expect(mount).not.toHaveBeenCalled();
    idle?.();
    expect(mount.mock.calls.map((call) => call[0])).toEqual([price]);
    scheduler.disconnect();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

const root = document.documentElement;

function showScrollbar(width: number) {
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: window.innerWidth - width });
}

beforeEach(() => {
  root.removeAttribute('style');
});
afterEach(() => {
  Reflect.deleteProperty(root, 'clientWidth');
  root.removeAttribute('style');
});

describe('scroll lock', () => {
  it('hides the overflow and pads for the scrollbar, then restores exactly', () => {
    showScrollbar(15);
    const unlock = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('15px');
    unlock();
    expect(root.style.overflow).toBe('');
    expect(root.style.paddingRight).toBe('');
    expect(root.hasAttribute('style')).toBe(false);
  });

  it('adds the scrollbar to padding the page already has and puts the old values back', () => {
    showScrollbar(17);
    root.style.paddingRight = '10px';
    root.style.setProperty('overflow', 'scroll');
    root.style.color = 'red';
    const unlock = lockScroll();
    expect(root.style.paddingRight).toBe('27px');
    expect(root.style.overflow).toBe('hidden');
    unlock();
    expect(root.style.paddingRight).toBe('10px');
    expect(root.style.overflow).toBe('scroll');
    expect(root.style.color).toBe('red');
  });

  it('does not pad when there is no scrollbar', () => {
    showScrollbar(0);
    const unlock = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('');
    unlock();
  });

  it('is reference-counted: nested locks release with the last one', () => {
    showScrollbar(15);
    const outer = lockScroll();
    const inner = lockScroll();
    expect(root.style.paddingRight).toBe('15px');
    inner();
    inner(); // a second call of the same unlock does nothing
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('15px');
    outer();
    expect(root.style.overflow).toBe('');
    expect(root.style.paddingRight).toBe('');
  });

  it('never injects a <style> element (strict CSP)', () => {
    const before = document.querySelectorAll('style').length;
    const unlock = lockScroll();
    expect(document.querySelectorAll('style')).toHaveLength(before);
    unlock();
  });
});

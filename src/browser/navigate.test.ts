import { describe, expect, it, vi } from 'vitest';
import { navigate } from './navigate.ts';

function fakeWindow(embedded: 'no' | 'same-origin' | 'cross-origin') {
  const own = { assign: vi.fn() };
  const parent = {
    location: {
      assign: vi.fn(() => {
        if (embedded === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError');
      }),
    },
  };
  const win = { location: own, open: vi.fn() } as unknown as Window & { open: ReturnType<typeof vi.fn> };
  Object.assign(win, { self: win, top: embedded === 'no' ? win : parent });
  return { win, own, parent };
}

describe('navigate', () => {
  it('navigates this window by default, even when embedded', () => {
    const { win, own, parent } = fakeWindow('same-origin');
    navigate('/commerce/goto-checkout', {}, win);
    expect(own.assign).toHaveBeenCalledWith('/commerce/goto-checkout');
    expect(parent.location.assign).not.toHaveBeenCalled();
  });

  it('navigates the top window when asked and embedded', () => {
    const { win, own, parent } = fakeWindow('same-origin');
    navigate('/checkout/giftcard?websiteId=w', { topWindow: true }, win);
    expect(parent.location.assign).toHaveBeenCalledWith('/checkout/giftcard?websiteId=w');
    expect(own.assign).not.toHaveBeenCalled();
  });

  it('opens the link in _top when a cross-origin parent refuses scripted navigation', () => {
    const { win } = fakeWindow('cross-origin');
    navigate('/checkout/giftcard?websiteId=w', { topWindow: true }, win);
    expect(win.open).toHaveBeenCalledWith('/checkout/giftcard?websiteId=w', '_top');
  });

  it('navigates this window when it is the top window', () => {
    const { win, own } = fakeWindow('no');
    navigate('/checkout/giftcard?websiteId=w', { topWindow: true }, win);
    expect(own.assign).toHaveBeenCalledWith('/checkout/giftcard?websiteId=w');
  });
});

describe('navigate: only safe addresses', () => {
  it.each(['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>', 'vbscript:x', ' JAVA\tSCRIPT:x'])(
    'ignores %j with one [Storefront] console line',
    (url) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { win, own, parent } = fakeWindow('cross-origin');
      navigate(url, {}, win);
      navigate(url, { topWindow: true }, win);
      expect(own.assign).not.toHaveBeenCalled();
      expect(parent.location.assign).not.toHaveBeenCalled();
      expect(win.open).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /^\[Storefront\] not following ".*": not http\(s\) or same-origin$/,
      );
      warn.mockRestore();
    },
  );

  it('quotes a refused address on one line, at most 80 characters of it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win } = fakeWindow('no');
    navigate(`javascript:\n${'x'.repeat(500)}`, {}, win);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(line).toContain(`"javascript:\\n${'x'.repeat(68)}"`);
    warn.mockRestore();
  });

  it('follows http(s) on another host and same-origin paths', () => {
    const { win, own } = fakeWindow('no');
    navigate('https://pay.example/checkout', {}, win);
    navigate('/thanks/', {}, win);
    expect(own.assign.mock.calls).toEqual([['https://pay.example/checkout'], ['/thanks/']]);
  });
});

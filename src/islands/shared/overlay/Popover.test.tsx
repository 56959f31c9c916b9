import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DismissReason } from './dismissable-layer.ts';
import { Popover, type PopoverProps } from './Popover.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function Page({
  onDismissed,
  ...props
}: Partial<PopoverProps> & { onDismissed?: (reason: DismissReason) => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button type="button" ref={opener} onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Next on the page</button>
      <Popover
        role="dialog"
        aria-label="Added"
        className="demo-popover"
        returnFocusTo={opener}
        tabOrderAfter={opener}
        {...props}
        open={open}
        onDismiss={(reason) => {
          onDismissed?.(reason);
          setOpen(false);
        }}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
        <a href="/cart">View cart</a>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('renders in <body> with the given role and does not take focus', async () => {
    const u = user();
    render(<Page />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    const popover = screen.getByRole('dialog', { name: 'Added' });
    expect(popover.parentElement).toBe(document.body);
    expect(popover.hasAttribute('aria-modal')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    // Non-modal: the page stays usable.
    expect(screen.getByRole('button', { name: 'Next on the page' }).hasAttribute('inert')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on Escape (WCAG 1.4.13, 2.1.2)', async () => {
    const u = user();
    const dismissed = vi.fn();
    render(<Page onDismissed={dismissed} />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dismissed).toHaveBeenCalledWith('escape');
  });

  it('closes on an outside click only when asked', async () => {
    const u = user();
    const { unmount } = render(<Page />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.click(screen.getByRole('button', { name: 'Next on the page' }));
    expect(screen.getByRole('dialog', { name: 'Added' })).toBeTruthy();
    unmount();

    render(<Page closeOnOutsidePointerDown />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.click(screen.getByRole('button', { name: 'Close' })); // inside: closes by its own button
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.click(screen.getByRole('button', { name: 'Next on the page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sits right after its opener in the Tab order and gives focus back on close (WCAG 2.4.3)', async () => {
    const u = user();
    render(<Page />);
    const open = screen.getByRole('button', { name: 'Open' });
    await u.click(open);
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View cart' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next on the page' }));
    await u.tab({ shift: true });
    expect(document.activeElement).toBe(open);
    await u.tab();
    await u.keyboard('{Enter}'); // Close
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('Shift+Tab from its first element goes back to the opener', async () => {
    const u = user();
    render(<Page />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await u.tab();
    await u.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('is positioned against an anchor when one is given', async () => {
    const anchor = document.createElement('a');
    anchor.getBoundingClientRect = () => DOMRect.fromRect({ x: 900, y: 20, width: 120, height: 44 });
    document.body.append(anchor);
    const u = user();
    render(<Page anchor={anchor} style={{ top: 33 }} />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    const popover = screen.getByRole('dialog', { name: 'Added' });
    expect(popover.hasAttribute('data-anchored')).toBe(true);
    expect(popover.style.position).toBe('fixed');
    anchor.remove();
  });

  it('renders nothing on the server', () => {
    expect(
      renderToString(
        <Popover open onDismiss={() => {}}>
          <p>Hi</p>
        </Popover>,
      ),
    ).toBe('');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FocusScope } from './focus-scope.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** focus-trap moves focus in on the next tick (so the opening key press stays outside). */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function Harness({ withInitial = false, withReturn = false }) {
  const [open, setOpen] = useState(false);
  const initial = useRef<HTMLInputElement | null>(null);
  const elsewhere = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={elsewhere}>
        Elsewhere
      </button>
      {open ? (
        <FocusScope
          {...(withInitial ? { initialFocus: initial } : {})}
          {...(withReturn ? { returnFocusTo: elsewhere } : {})}
        >
          <div>
            <button type="button">First</button>
            <input aria-label="Middle" ref={initial} />
            <button type="button" onClick={() => setOpen(false)}>
              Last
            </button>
          </div>
        </FocusScope>
      ) : null}
    </>
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('focus scope', () => {
  it('moves focus in to the first tabbable element', async () => {
    const u = user();
    render(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('moves focus to initialFocus when given', async () => {
    const u = user();
    render(<Harness withInitial />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Middle' }));
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const u = user();
    render(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Middle' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await u.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  });

  it('scrolls the control a wrap-around focuses into view (the panel scrolls at 400% zoom; WCAG 2.4.11)', async () => {
    const u = user();
    render(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    const scrolled: Element[] = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    try {
      await u.tab();
      await u.tab();
      expect(scrolled).toEqual([]);
      await u.tab();
      expect(scrolled).toEqual([screen.getByRole('button', { name: 'First' })]);
      await u.tab({ shift: true });
      expect(scrolled.at(-1)).toBe(screen.getByRole('button', { name: 'Last' }));
    } finally {
      spy.mockRestore();
    }
  });

  it('returns focus to the opener on close (WCAG 2.4.3)', async () => {
    const u = user();
    render(<Harness />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    await u.click(screen.getByRole('button', { name: 'Last' }));
    await settle();
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('returns focus to returnFocusTo when given', async () => {
    const u = user();
    render(<Harness withReturn />);
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    await u.click(screen.getByRole('button', { name: 'Last' }));
    await settle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});

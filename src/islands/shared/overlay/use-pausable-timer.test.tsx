import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePausableTimer } from './use-pausable-timer.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Toast({ onElapsed }: { onElapsed: () => void }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  usePausableTimer({ ms: 3000, onElapsed, element });
  return (
    <section ref={setElement} aria-label="Toast">
      <button type="button">Close</button>
    </section>
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('usePausableTimer', () => {
  it('runs out after its time', () => {
    const elapsed = vi.fn();
    render(<Toast onElapsed={elapsed} />);
    advance(2999);
    expect(elapsed).not.toHaveBeenCalled();
    advance(1);
    expect(elapsed).toHaveBeenCalledOnce();
  });

  it('waits while the pointer is inside and resumes with the time left', () => {
    const elapsed = vi.fn();
    render(<Toast onElapsed={elapsed} />);
    advance(1000);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Toast' }));
    advance(10_000);
    expect(elapsed).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Toast' }));
    advance(1999);
    expect(elapsed).not.toHaveBeenCalled();
    advance(1);
    expect(elapsed).toHaveBeenCalledOnce();
  });

  it('waits while focus is inside and resumes when it leaves', () => {
    const elapsed = vi.fn();
    render(
      <>
        <button type="button">Page</button>
        <Toast onElapsed={elapsed} />
      </>,
    );
    advance(2000);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    advance(10_000);
    expect(elapsed).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Page' }).focus());
    advance(999);
    expect(elapsed).not.toHaveBeenCalled();
    advance(1);
    expect(elapsed).toHaveBeenCalledOnce();
  });

  it('stays paused until both pointer and focus have left', () => {
    const elapsed = vi.fn();
    render(
      <>
        <button type="button">Page</button>
        <Toast onElapsed={elapsed} />
      </>,
    );
    const toast = screen.getByRole('region', { name: 'Toast' });
    fireEvent.pointerEnter(toast);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    fireEvent.pointerLeave(toast);
    advance(5000);
    expect(elapsed).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Page' }).focus());
    advance(3000);
    expect(elapsed).toHaveBeenCalledOnce();
  });

  it('never fires after unmount', () => {
    const elapsed = vi.fn();
    const { unmount } = render(<Toast onElapsed={elapsed} />);
    unmount();
    advance(5000);
    expect(elapsed).not.toHaveBeenCalled();
  });
});

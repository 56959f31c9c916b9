import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DismissableLayerOptions, openLayerCount, useDismissableLayer } from './dismissable-layer.ts';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function Layer(props: { name: string } & Omit<DismissableLayerOptions, 'onDismiss'>) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(true);
  useDismissableLayer(element, { ...props, enabled: open, onDismiss: () => setOpen(false) });
  if (!open) return null;
  return (
    <section ref={setElement} aria-label={props.name}>
      <button type="button">Inside {props.name}</button>
    </section>
  );
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

describe('dismissable layer', () => {
  it('closes on Escape', async () => {
    render(<Layer name="Layer" />);
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Layer' })).toBeNull();
    expect(openLayerCount()).toBe(0);
  });

  it('can ignore Escape', async () => {
    render(<Layer name="Layer" closeOnEscape={false} />);
    await user().keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Layer' })).toBeTruthy();
  });

  it('closes on a pointerdown outside when asked, not inside', async () => {
    render(
      <>
        <p>Page</p>
        <Layer name="Layer" closeOnOutsidePointerDown />
      </>,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Inside Layer' }));
    expect(screen.getByRole('region', { name: 'Layer' })).toBeTruthy();
    await u.click(screen.getByText('Page'));
    expect(screen.queryByRole('region', { name: 'Layer' })).toBeNull();
  });

  it('ignores outside pointerdowns by default', async () => {
    render(
      <>
        <p>Page</p>
        <Layer name="Layer" />
      </>,
    );
    await user().click(screen.getByText('Page'));
    expect(screen.getByRole('region', { name: 'Layer' })).toBeTruthy();
  });

  it('lets only the topmost of two stacked layers react', async () => {
    function Stack() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <Layer name="Bottom" />
          <button type="button" onClick={() => setSecond(true)}>
            Open second
          </button>
          {second ? <Layer name="Top" closeOnOutsidePointerDown /> : null}
        </>
      );
    }
    render(<Stack />);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Open second' }));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Top' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Bottom' })).toBeTruthy();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Bottom' })).toBeNull();
  });

  it('leaves an Escape that something inside already handled', () => {
    render(<Layer name="Layer" />);
    const button = screen.getByRole('button', { name: 'Inside Layer' });
    button.addEventListener('keydown', (event) => event.preventDefault());
    act(() => {
      fireEvent.keyDown(button, { key: 'Escape' });
    });
    expect(screen.getByRole('region', { name: 'Layer' })).toBeTruthy();
  });
});

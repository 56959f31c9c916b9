import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, ModalClose } from './Modal.tsx';

const root = document.documentElement;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: window.innerWidth - 15 });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(root, 'clientWidth');
});

/** focus-trap moves focus in on the next tick. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function QuickView({ outside = true, nested = false }: { outside?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Quick View
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Linen Tee"
        closeLabel="Close"
        closeOnOutsidePointerDown={outside}
      >
        <label>
          Size <input />
        </label>
        {nested ? (
          <button type="button" onClick={() => setInner(true)}>
            Size guide
          </button>
        ) : (
          <ModalClose>Done</ModalClose>
        )}
        <Modal open={inner} onClose={() => setInner(false)} title="Size guide" closeLabel="Close guide">
          <p>S, M, L</p>
        </Modal>
      </Modal>
    </main>
  );
}

async function openQuickView(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Quick View' }));
  await settle();
  return screen.getByRole('dialog', { name: 'Linen Tee' });
}

describe('Modal', () => {
  it('is a labelled modal dialog in <body> with a backdrop, and focus moves in (WCAG 2.4.3, 4.1.2)', async () => {
    const u = user();
    render(<QuickView />);
    const dialog = await openQuickView(u);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('.sf-overlay')?.parentElement).toBe(document.body);
    expect(document.querySelector('.sf-overlay__backdrop')).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('traps Tab and Shift+Tab', async () => {
    const u = user();
    render(<QuickView />);
    await openQuickView(u);
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Size' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await u.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await u.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('closes on Escape and returns focus to the opener (WCAG 2.1.1, 2.1.2)', async () => {
    const u = user();
    render(<QuickView />);
    await openQuickView(u);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quick View' }));
  });

  it('closes with the close button and a ModalClose', async () => {
    const u = user();
    render(<QuickView />);
    await openQuickView(u);
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openQuickView(u);
    await u.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quick View' }));
  });

  it('closes on a backdrop click, unless that is turned off', async () => {
    const u = user();
    const { unmount } = render(<QuickView />);
    await openQuickView(u);
    const backdrop = document.querySelector('.sf-overlay__backdrop') as HTMLElement;
    await u.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<QuickView outside={false} />);
    await openQuickView(u);
    await u.click(document.querySelector('.sf-overlay__backdrop') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Linen Tee' })).toBeTruthy();
  });

  it('makes the rest of the page inert and hidden and locks scroll, and restores both', async () => {
    const u = user();
    render(<QuickView />);
    const page = screen.getByRole('main').parentElement as HTMLElement; // Testing Library's container
    await openQuickView(u);
    expect(page.hasAttribute('inert')).toBe(true);
    expect(page.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Quick View' })).toBeNull(); // hidden from the a11y tree
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('15px');

    await u.keyboard('{Escape}');
    expect(page.hasAttribute('inert')).toBe(false);
    expect(page.hasAttribute('aria-hidden')).toBe(false);
    expect(root.style.overflow).toBe('');
    expect(root.style.paddingRight).toBe('');
  });

  it('closes only the top modal of two on Escape, and focus goes back into the first', async () => {
    const u = user();
    render(<QuickView nested />);
    await openQuickView(u);
    await u.click(screen.getByRole('button', { name: 'Size guide' }));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeTruthy();
    // The first modal is now outside the top one: inert and hidden.
    expect(screen.queryByRole('dialog', { name: 'Linen Tee' })).toBeNull();
    expect(root.style.overflow).toBe('hidden');

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Size guide' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Linen Tee' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Size guide' }));
    expect(root.style.overflow).toBe('hidden');

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.style.overflow).toBe('');
  });

  it('renders nothing on the server', () => {
    const html = renderToString(
      <Modal open onClose={() => {}} title="Linen Tee">
        <p>Body</p>
      </Modal>,
    );
    expect(html).toBe('');
  });
});

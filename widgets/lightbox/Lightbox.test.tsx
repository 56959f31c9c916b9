import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryData } from '../../src/contract/gallery-data.ts';
import { LIGHTBOX_RESIZE_TIMEOUT_MS } from '../../src/domain/constants-template.ts';
import { renderIsland } from '../../src/test/render-island.tsx';
import { Gallery } from './Gallery.tsx';

const item = (n: number, extra: Partial<GalleryData['items'][number]> = {}) => ({
  src: `/img/${n}.jpg`,
  srcSet: '',
  alt: `Alt ${n}`,
  title: `Title ${n}`,
  caption: `Caption ${n}`,
  width: 800,
  height: 600,
  styleClass: '',
  ...extra,
});

const DATA: GalleryData = {
  design: 'grid',
  metaPosition: 'bottom',
  lightbox: true,
  lightboxTheme: 'dark',
  autoplay: false,
  autoplayDelay: 5,
  controls: false,
  indicators: false,
  squareThumbs: false,
  showMeta: false,
  showMetaOnHover: false,
  styleClass: '',
  label: 'Tea',
  items: [item(1), item(2), item(3)],
};

beforeAll(async () => {
  await import('./Lightbox.tsx');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

function gallery(data: GalleryData = DATA) {
  return renderIsland(<Gallery options={data} />);
}

async function openSecond(u: ReturnType<typeof user>) {
  const opener = screen.getByRole('button', { name: 'Open Title 2 in the image viewer' });
  await u.click(opener);
  await settle();
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Title 2' }) };
}

describe('lightbox', () => {
  it('opens on an image with its title, caption and alt text, theme and locked scroll, focus inside', async () => {
    const u = user();
    gallery();
    const { dialog } = await openSecond(u);
    expect(within(dialog).getByRole('img', { name: 'Alt 2' })).toBeTruthy();
    expect(within(dialog).getByText('Caption 2')).toBeTruthy();
    // The caption, or the alt text when there is none: never both under the picture.
    expect(dialog.querySelector('figcaption')?.textContent).toBe('Caption 2');
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
    expect(dialog.className).toContain('sf-lightbox--dark');
    expect(document.documentElement.style.overflow || document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows the alt text under the picture when it has no caption', async () => {
    const u = user();
    gallery({ ...DATA, items: DATA.items.map((entry) => ({ ...entry, caption: '' })) });
    const { dialog } = await openSecond(u);
    expect(dialog.querySelector('figcaption')?.textContent).toBe('Alt 2');
  });

  it('browses with the buttons and the arrow keys, wrapping around', async () => {
    const u = user();
    gallery();
    const { dialog } = await openSecond(u);
    await u.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Title 1' })).toBeTruthy();
    await u.keyboard('{ArrowLeft}');
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Title 2' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Title 1' })).toBeTruthy();
  });

  it('browses by swipe', async () => {
    const u = user();
    gallery();
    const { dialog } = await openSecond(u);
    const stage = dialog.querySelector('.sf-lightbox__stage') as Element;
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 230 }); // too short: no swipe
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(screen.getByRole('dialog', { name: 'Title 2' })).toBeTruthy();
  });

  it('Escape closes it; focus goes back to the image that opened it, even after browsing', async () => {
    const u = user();
    gallery();
    const { opener } = await openSecond(u);
    await u.keyboard('{ArrowRight}');
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });

  it('closes with its close button and by a click outside', async () => {
    const u = user();
    gallery();
    let { dialog } = await openSecond(u);
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    ({ dialog } = await openSecond(u));
    const backdrop = document.querySelector('.sf-overlay__backdrop') as Element;
    fireEvent.pointerDown(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('autoplays every autoplayDelay seconds when the gallery sets it', async () => {
    vi.useRealTimers();
    vi.useFakeTimers(); // the clock moves only when told to
    gallery({ ...DATA, autoplay: true, autoplayDelay: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Open Title 2 in the image viewer' }));
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.getByRole('dialog', { name: 'Title 2' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
  });

  it('keeps the 50 px top margin when the content is taller than the window (checked 100 ms after a resize)', async () => {
    vi.useRealTimers();
    vi.useFakeTimers();
    gallery();
    fireEvent.click(screen.getByRole('button', { name: 'Open Title 2 in the image viewer' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Title 2' });
    const stage = dialog.querySelector<HTMLElement>('.sf-lightbox__stage');
    const figure = dialog.querySelector('.sf-lightbox__figure') as HTMLElement;
    expect(stage?.style.marginTop).toBe('');
    Object.defineProperty(figure, 'scrollHeight', { configurable: true, value: window.innerHeight + 1 });
    fireEvent(window, new Event('resize'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIGHTBOX_RESIZE_TIMEOUT_MS - 1);
    });
    expect(stage?.style.marginTop).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(stage?.style.marginTop).toBe('50px');
  });

  it('without the lightbox option the images are not buttons', () => {
    gallery({ ...DATA, lightbox: false });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('leaves the arrows to Unicode on right-to-left pages: ‹ › are mirrored there already, never flipped again', () => {
    gallery({ ...DATA, design: 'slideshow', controls: true });
    const glyphs = [...document.querySelectorAll('.sf-gallery__glyph')].map((glyph) => glyph.textContent);
    // U+2039 and U+203A are Bidi_Mirrored: the bidi algorithm turns them on a right-to-left line.
    expect(glyphs).toEqual(['\u2039', '\u203a']);
    const css = readFileSync(join(process.cwd(), 'widgets/lightbox/lightbox.css'), 'utf8');
    expect(css).not.toMatch(/sf-gallery__glyph[^{]*\{[^}]*transform/);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GalleryData, readGalleryData } from '../../core/contract/gallery-data.ts';
import { LIGHTBOX_RESIZE_TIMEOUT_MS } from '../../core/domain/constants-template.ts';
import { axeViolations } from '../../test/axe.ts';
import { renderIsland } from '../../test/render-island.tsx';
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
  thumbnails: false,
  thumbnailHeight: 80,
  thumbnailsPerRow: 4,
  thumbnailMaxWidth: 300,
  thumbnailMargin: 20,
  thumbnailPadding: 20,
  activeAlignment: 'center',
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
  it('opens on an image with its title, caption and alt text, theme and locked scroll, focus inside (WCAG 1.1.1)', async () => {
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

  it('Escape closes it; focus goes back to the image that opened it, even after browsing (WCAG 2.1.2, 2.4.3)', async () => {
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
    const css = readFileSync(join(process.cwd(), 'src/islands/lightbox/lightbox.css'), 'utf8');
    expect(css).not.toMatch(/sf-gallery__glyph[^{]*\{[^}]*transform/);
  });
});

describe('thumbnail strip and active alignment (spec 3 "Gallery options", spec 9 "Gallery defaults")', () => {
  it('a strip of one named button per image under the picture, the shown one current; click, Tab and Enter show one', async () => {
    const u = user();
    gallery({ ...DATA, thumbnails: true, thumbnailHeight: 120 });
    const { dialog } = await openSecond(u);
    const strip = within(dialog).getByRole('list', { name: 'Thumbnails' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    // Decorative inside a named button: the thumbnail image says nothing twice.
    expect(strip.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(strip.querySelector('img')?.style.height).toBe('120px');
    expect(await axeViolations(dialog)).toEqual([]);
    await u.click(within(strip).getByRole('button', { name: 'Show image 3 of 3' }));
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
    expect(
      within(strip).getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current'),
    ).toBe('true');
    within(strip).getByRole('button', { name: 'Show image 3 of 3' }).focus();
    await u.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Show image 2 of 3');
    await u.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Title 2' })).toBeTruthy();
    // The arrow keys still step through the images with focus in the strip.
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Title 3' })).toBeTruthy();
  });

  it('the strip shows thumbnails-per-row side by side, none wider than the max width (spec 9: 4, 300)', async () => {
    const u = user();
    gallery({ ...DATA, thumbnails: true, thumbnailsPerRow: 2, thumbnailMaxWidth: 150 });
    const { dialog } = await openSecond(u);
    const strip = within(dialog).getByRole('list', { name: 'Thumbnails' });
    // lightbox.css turns these two into each thumbnail's width (the e2e measures it).
    expect(strip.style.getPropertyValue('--sf-thumbs-per-row')).toBe('2');
    expect(strip.style.getPropertyValue('--sf-thumb-max-width')).toBe('150px');
    const css = readFileSync(join(process.cwd(), 'src/islands/lightbox/lightbox.css'), 'utf8');
    expect(css).toMatch(/\.sf-lightbox__thumb-item \{\s*flex: 0 0\s*min\(\s*var\(--sf-thumb-max-width/);
  });

  it('the strip keeps the gallery padding between thumbnails and its margin above (spec 9: 20, 20)', async () => {
    const u = user();
    gallery({ ...DATA, thumbnails: true, thumbnailPadding: 12, thumbnailMargin: 32 });
    const { dialog } = await openSecond(u);
    const strip = within(dialog).getByRole('list', { name: 'Thumbnails' });
    expect(strip.style.getPropertyValue('--sf-thumbs-gap')).toBe('12px');
    expect(strip.style.getPropertyValue('--sf-thumbs-margin')).toBe('32px');
    // lightbox.css spaces the thumbnails by the padding, takes it out of each share and puts the
    // margin (never below 0) above the strip; the e2e measures both.
    const css = readFileSync(join(process.cwd(), 'src/islands/lightbox/lightbox.css'), 'utf8');
    const rule = /\.sf-lightbox__thumbs \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule).toContain('gap: var(--sf-thumbs-gap, 20px);');
    expect(rule).toContain('margin: max(0px, var(--sf-thumbs-margin, 20px)) 0 0;');
    expect(css).toMatch(/\(var\(--sf-thumbs-per-row, 4\) - 1\) \* var\(--sf-thumbs-gap, 20px\)/);
  });

  it('no strip without the option, at height 0, or for a single image', async () => {
    const u = user();
    const { unmount } = gallery();
    let { dialog } = await openSecond(u);
    expect(within(dialog).queryByRole('list', { name: 'Thumbnails' })).toBeNull();
    unmount();
    gallery({ ...DATA, thumbnails: true, thumbnailHeight: 0 });
    ({ dialog } = await openSecond(u));
    expect(within(dialog).queryByRole('list', { name: 'Thumbnails' })).toBeNull();
  });

  it.each([
    ['left', 'start'],
    ['center', 'center'],
    ['right', 'end'],
  ] as const)(
    'active alignment %s keeps the current thumbnail at the %s of the strip and aligns the slides',
    async (alignment, inline) => {
      const scrolled = vi.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrolled });
      const u = user();
      const { container } = gallery({
        ...DATA,
        design: 'slideshow',
        thumbnails: true,
        activeAlignment: alignment,
      });
      expect(container.querySelector('section')?.className).toContain(`sf-gallery--align-${alignment}`);
      const { dialog } = await openSecond(u);
      expect(within(dialog).getByRole('list', { name: 'Thumbnails' }).className).toContain(
        `sf-lightbox__thumbs--${alignment}`,
      );
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', inline });
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    },
  );

  it('gallery JSON from before the strip reads as no strip, 80 px, centred', () => {
    const { thumbnails: _t, thumbnailHeight: _h, activeAlignment: _a, ...older } = DATA;
    const read = readGalleryData(older);
    expect(read.ok && read.data).toMatchObject({
      thumbnails: false,
      thumbnailHeight: 80,
      activeAlignment: 'center',
    });
    const odd = readGalleryData({ ...DATA, activeAlignment: 'middle', thumbnailHeight: 'tall' });
    expect(odd.ok && odd.data).toMatchObject({ activeAlignment: 'center', thumbnailHeight: 80 });
    // Per row and max width: spec 9's 4 and 300 when missing, kept in 1-10 and 100-300 when edited.
    const { thumbnailsPerRow: _r, thumbnailMaxWidth: _w, ...noSizes } = DATA;
    const sized = readGalleryData(noSizes);
    expect(sized.ok && sized.data).toMatchObject({ thumbnailsPerRow: 4, thumbnailMaxWidth: 300 });
    const edited = readGalleryData({
      ...DATA,
      thumbnailsPerRow: 40,
      thumbnailMaxWidth: 20,
      thumbnailHeight: -5,
    });
    expect(edited.ok && edited.data).toMatchObject({
      thumbnailsPerRow: 10,
      thumbnailMaxWidth: 100,
      thumbnailHeight: 0,
    });
    // Padding and margin: 20 and 20 when missing; padding kept in 0-50, margin any number.
    const { thumbnailMargin: _m, thumbnailPadding: _p, ...noSpacing } = DATA;
    const spaced = readGalleryData(noSpacing);
    expect(spaced.ok && spaced.data).toMatchObject({ thumbnailMargin: 20, thumbnailPadding: 20 });
    const wide = readGalleryData({ ...DATA, thumbnailPadding: 80, thumbnailMargin: 64 });
    expect(wide.ok && wide.data).toMatchObject({ thumbnailPadding: 50, thumbnailMargin: 64 });
    const unread = readGalleryData({ ...DATA, thumbnailPadding: 'wide', thumbnailMargin: -1 });
    expect(unread.ok && unread.data).toMatchObject({ thumbnailPadding: 20, thumbnailMargin: -1 });
  });
});

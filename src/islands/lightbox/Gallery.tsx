// A gallery (grid, slideshow, slider or stacked) rendered by the server half and hydrated here.
// With the lightbox option each image is a button that opens it in the lightbox; slideshow and
// slider get previous/next controls and indicators when the gallery asks for them. The
// lightbox itself (and the overlay kit) is a separate chunk, fetched when the shopper points at
// or focuses an image.
import { type RefObject, Suspense, useRef, useState } from 'react';
import { lazy } from '../../core/base/lazy.ts';
import type { GalleryData } from '../../core/contract/gallery-data.ts';
import { imageLoading } from '../../core/domain/image-priority.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import type { OverlayStrings } from '../../core/words/strings-overlays.ts';
import { useServices } from '../shared/island-context.tsx';
import { lazyComponent } from '../shared/lazy-component.tsx';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';
import '../shared/base.css';
import './lightbox.css';

const lightbox = lazy(() => import('./Lightbox.tsx'), 'Lightbox');
const lightboxComponent = lazyComponent(lightbox, (module) => module.default);
const preloadLightbox = lightbox.preload;

export function Gallery({ options: data }: { options: GalleryData }) {
  const strings = useOverlayStrings();
  const { emit } = useServices();
  const [open, setOpen] = useState<number | undefined>(undefined);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const track = useRef<HTMLUListElement | null>(null);
  const [returnIndex, setReturnIndex] = useState(0);
  const returnRef = useRef<HTMLElement | null>(null);
  returnRef.current = openers.current[returnIndex] ?? null;
  const scrolls = data.design === 'slideshow' || data.design === 'slider';
  const Lightbox = lightboxComponent();

  const classes = [
    'sf-gallery',
    `sf-gallery--${data.design}`,
    `sf-gallery--meta-${data.metaPosition}`,
    scrolls ? `sf-gallery--align-${data.activeAlignment}` : '',
    data.squareThumbs ? 'sf-gallery--square' : '',
    data.showMetaOnHover ? 'sf-gallery--meta-hover' : '',
    data.styleClass,
  ].filter(Boolean);

  return (
    <section className={classes.join(' ')} aria-label={data.label}>
      <ul className="sf-gallery__track" ref={track}>
        {data.items.map((item, index) => (
          <GalleryItem
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server; one image may appear twice
            key={`${item.src}-${index}`}
            item={item}
            data={data}
            strings={strings}
            opener={(node) => {
              openers.current[index] = node;
            }}
            onOpen={() => {
              preloadLightbox();
              setReturnIndex(index);
              setOpen(index);
              emit('overlay-open', { kind: 'lightbox', id: item.src });
            }}
          />
        ))}
      </ul>
      {scrolls && <SlideControls data={data} strings={strings} track={track} />}
      {open !== undefined ? (
        <Suspense fallback={null}>
          <Lightbox
            data={data}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(undefined)}
            returnFocusTo={returnRef}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

interface ItemProps {
  readonly item: GalleryData['items'][number];
  readonly data: GalleryData;
  readonly strings: OverlayStrings;
  /** Keeps the item's lightbox button, where focus returns when the lightbox closes. */
  opener(node: HTMLButtonElement | null): void;
  onOpen(): void;
}

/** One image in its figure: a button that opens the lightbox when the gallery has one. */
function GalleryItem({ item, data, strings, opener, onOpen }: ItemProps) {
  const fetch = imageLoading(item.priority);
  const image = (
    <img
      className={`sf-gallery__img ${item.styleClass}`.trim()}
      src={item.src}
      srcSet={item.srcSet || undefined}
      sizes={item.srcSet ? (data.design === 'grid' ? '(max-width: 40rem) 50vw, 25vw' : '100vw') : undefined}
      alt={item.alt}
      width={item.width}
      height={item.height}
      loading={fetch.loading}
      fetchPriority={fetch.fetchPriority}
      decoding="async"
    />
  );
  return (
    <li className="sf-gallery__item">
      <figure className="sf-gallery__figure">
        {data.lightbox ? (
          <button
            type="button"
            className="sf-gallery__open"
            ref={opener}
            aria-label={fillTemplate(strings.lightboxOpen, { title: item.title || item.alt })}
            aria-haspopup="dialog"
            onClick={onOpen}
            onPointerEnter={preloadLightbox}
            onFocus={preloadLightbox}
          >
            {image}
          </button>
        ) : (
          image
        )}
        {data.showMeta && (item.title || item.caption) ? (
          <figcaption className="sf-gallery__meta">
            {item.title ? <span className="sf-gallery__title">{item.title}</span> : null}
            {item.caption ? <span className="sf-gallery__caption">{item.caption}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </li>
  );
}

/** A slideshow's or slider's previous/next buttons and position indicators, as the gallery asks. */
function SlideControls(props: {
  data: GalleryData;
  strings: OverlayStrings;
  track: RefObject<HTMLUListElement | null>;
}) {
  const { data, strings, track } = props;
  // The chosen slide lands where the gallery's active alignment puts it (spec 4).
  const scrollTo = (index: number) => {
    const list = track.current;
    const slide = list?.children[index] as HTMLElement | undefined;
    if (!list || !slide) return;
    const start = slide.offsetLeft - list.offsetLeft;
    const room = list.clientWidth - slide.clientWidth;
    const shift = { left: 0, center: room / 2, right: room }[data.activeAlignment];
    list.scrollTo({ left: start - shift, behavior: 'smooth' });
  };
  const step = (delta: number) => {
    const list = track.current;
    // 'Next' runs toward the inline end: leftwards on a right-to-left page.
    const direction = list && getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    if (list) list.scrollBy({ left: direction * delta * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <>
      {data.controls ? (
        <div className="sf-gallery__controls">
          <button type="button" className="sf-gallery__control" onClick={() => step(-1)}>
            <span className="sf-gallery__glyph" aria-hidden="true">
              ‹
            </span>
            <span className="sf-visually-hidden">{strings.lightboxPrevious}</span>
          </button>
          <button type="button" className="sf-gallery__control" onClick={() => step(1)}>
            <span className="sf-gallery__glyph" aria-hidden="true">
              ›
            </span>
            <span className="sf-visually-hidden">{strings.lightboxNext}</span>
          </button>
        </div>
      ) : null}
      {data.indicators ? (
        <div className="sf-gallery__indicators">
          {data.items.map((item, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server; one image may appear twice
              key={`${item.src}-${index}`}
              type="button"
              className="sf-gallery__indicator"
              aria-label={fillTemplate(strings.lightboxPosition, {
                index: index + 1,
                count: data.items.length,
              })}
              onClick={() => scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}

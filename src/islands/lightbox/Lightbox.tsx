// The gallery lightbox (spec 4 and 9), in the shared Modal: page scroll locked, focus contained,
// closed by Escape, its close button or a click outside, focus back on the image that opened
// it. Shows one image large with its title, caption and alt text; previous/next by buttons,
// the arrow keys and a horizontal swipe; light or dark by the gallery's lightboxTheme. After a
// window resize (settled for 100 ms) it checks whether the content is taller than the window
// and then keeps a 50 px top margin. With autoplay it moves on every 1-10 s (default 5). With
// the gallery's thumbnails option a strip of thumbnails under the image (ThumbnailStrip.tsx).
import {
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { SECOND_MS } from '../../core/base/time-units.ts';
import type { GalleryData } from '../../core/contract/gallery-data.ts';
import {
  LIGHTBOX_RESIZE_TIMEOUT_MS,
  LIGHTBOX_TALL_CONTENT_TOP_MARGIN_PX,
} from '../../core/domain/constants-template.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { Modal } from '../shared/overlay/index.ts';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';
import { ThumbnailStrip } from './ThumbnailStrip.tsx';

/** A horizontal pointer move at least this long (px) is a swipe. */
export const SWIPE_MIN_DISTANCE_PX = 50;

export interface LightboxProps {
  readonly data: GalleryData;
  readonly index: number;
  readonly onIndex: (index: number) => void;
  readonly onClose: () => void;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
}

export default function Lightbox({ data, index, onIndex, onClose, returnFocusTo }: LightboxProps) {
  const { strings: common } = useServices();
  const strings = useOverlayStrings();
  const count = data.items.length;
  const item = data.items[index] ?? data.items[0];
  const go = (delta: number) => onIndex((index + delta + count) % count);
  const goRef = useRef(go);
  goRef.current = go;
  const figureRef = useRef<HTMLElement | null>(null);
  const [tall, setTall] = useState(false);
  const swipeStart = useRef<number | undefined>(undefined);

  // Taller than the window: keep the top margin (measured on open, image load and resize).
  const measure = useCallback(() => {
    const figure = figureRef.current;
    if (figure) setTall(figure.scrollHeight > window.innerHeight);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure for every image
  useLayoutEffect(measure, [index]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, LIGHTBOX_RESIZE_TIMEOUT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  // Autoplay: the next image after the gallery's delay; browsing by hand starts the wait over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the wait on purpose
  useEffect(() => {
    if (!data.autoplay || count < 2) return;
    const timer = setTimeout(() => goRef.current(1), data.autoplayDelay * SECOND_MS);
    return () => clearTimeout(timer);
  }, [data.autoplay, data.autoplayDelay, count, index]);

  // Arrow keys anywhere in the viewer (focus may be on its close button, outside the stage).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      // On a right-to-left page the next image is to the left.
      const forward =
        getComputedStyle(document.documentElement).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      goRef.current(event.key === forward ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!item) return null;
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (start === undefined) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_MIN_DISTANCE_PX) go(distance < 0 ? 1 : -1);
  };

  const position = fillTemplate(strings.lightboxPosition, { index: index + 1, count });
  return (
    <Modal
      open
      onClose={onClose}
      title={item.title || position}
      closeLabel={common.close}
      returnFocusTo={returnFocusTo}
      className={`sf-lightbox sf-lightbox--${data.lightboxTheme}${tall ? ' sf-lightbox--tall' : ''}`}
    >
      <div
        className="sf-lightbox__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        style={tall ? { marginTop: LIGHTBOX_TALL_CONTENT_TOP_MARGIN_PX } : undefined}
      >
        <figure className="sf-lightbox__figure" ref={figureRef}>
          <img
            className="sf-lightbox__img"
            src={item.src}
            srcSet={item.srcSet || undefined}
            sizes={item.srcSet ? '100vw' : undefined}
            alt={item.alt}
            width={item.width}
            height={item.height}
            onLoad={measure}
            draggable={false}
          />
          {item.caption || item.alt ? (
            <figcaption className="sf-lightbox__caption">
              {item.caption ? <p className="sf-lightbox__caption-text">{item.caption}</p> : null}
              {/* The alt text stands in for a missing caption; both would say the same thing twice. */}
              {item.alt && !item.caption ? <p className="sf-lightbox__alt">{item.alt}</p> : null}
            </figcaption>
          ) : null}
        </figure>
        {data.thumbnails && count > 1 && data.thumbnailHeight > 0 ? (
          <ThumbnailStrip data={data} index={index} strings={strings} onIndex={onIndex} />
        ) : null}
        <div className="sf-lightbox__nav">
          <button type="button" className="sf-lightbox__button" onClick={() => go(-1)} disabled={count < 2}>
            {strings.lightboxPrevious}
          </button>
          <p className="sf-lightbox__position" aria-live="polite">
            {position}
          </p>
          <button type="button" className="sf-lightbox__button" onClick={() => go(1)} disabled={count < 2}>
            {strings.lightboxNext}
          </button>
        </div>
      </div>
    </Modal>
  );
}

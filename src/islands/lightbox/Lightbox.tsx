// The gallery lightbox (spec 4 and 9), in the shared Modal: page scroll locked, focus contained,
// closed by Escape, its close button or a click outside, focus back on the image that opened
// it. Shows one image large with its title, caption and alt text; previous/next by buttons,
// the arrow keys and a horizontal swipe; light or dark by the gallery's lightboxTheme. After a
// window resize (settled for 100 ms) it checks whether the content is taller than the window
// and then keeps a 50 px top margin. With autoplay it moves on every 1-10 s (default 5). With
// the gallery's thumbnails option a strip of thumbnails under the image (ThumbnailStrip.tsx).
// The behaviours (resize, autoplay, keys, swipe) are in lightbox-behaviour.ts.
import { type RefObject, useRef } from 'react';
import type { GalleryData, GalleryItem } from '../../core/contract/gallery-data.ts';
import { LIGHTBOX_TALL_CONTENT_TOP_MARGIN_PX } from '../../core/domain/constants-template.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import type { OverlayStrings } from '../../core/words/strings-overlays.ts';
import { useServices } from '../shared/island-context.tsx';
import { Modal } from '../shared/overlay/index.ts';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';
import { useArrowKeys, useAutoplay, useSwipe, useTallContent } from './lightbox-behaviour.ts';
import { ThumbnailStrip } from './ThumbnailStrip.tsx';

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
  // The timers and key listener call the newest `go` without being set up again.
  const goRef = useRef(go);
  goRef.current = go;
  const { figureRef, tall, measure } = useTallContent(index);
  useAutoplay(data, index, goRef);
  useArrowKeys(goRef);
  const swipe = useSwipe(go);

  if (!item) return null;
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
        onPointerDown={swipe.onPointerDown}
        onPointerUp={swipe.onPointerUp}
        style={tall ? { marginTop: LIGHTBOX_TALL_CONTENT_TOP_MARGIN_PX } : undefined}
      >
        <LightboxFigure item={item} figureRef={figureRef} onLoad={measure} />
        {data.thumbnails && count > 1 && data.thumbnailHeight > 0 ? (
          <ThumbnailStrip data={data} index={index} strings={strings} onIndex={onIndex} />
        ) : null}
        <LightboxNav strings={strings} position={position} count={count} go={go} />
      </div>
    </Modal>
  );
}

interface FigureProps {
  readonly item: GalleryItem;
  readonly figureRef: RefObject<HTMLElement | null>;
  /** Re-measures the content's height once the image has its size. */
  onLoad(): void;
}

/** The shown image with its caption, or its alt text when it has none. */
function LightboxFigure({ item, figureRef, onLoad }: FigureProps) {
  return (
    <figure className="sf-lightbox__figure" ref={figureRef}>
      <img
        className="sf-lightbox__img"
        src={item.src}
        srcSet={item.srcSet || undefined}
        sizes={item.srcSet ? '100vw' : undefined}
        alt={item.alt}
        width={item.width}
        height={item.height}
        onLoad={onLoad}
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
  );
}

interface NavProps {
  readonly strings: OverlayStrings;
  /** 'Image n of m', announced as it changes. */
  readonly position: string;
  readonly count: number;
  go(delta: number): void;
}

/** Previous and next (disabled for a single image) around the position. */
function LightboxNav({ strings, position, count, go }: NavProps) {
  return (
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
  );
}

// The lightbox's thumbnail strip (the gallery's `thumbnails` option, spec 3; sizes spec 9): one
// button per image, named by its position, the shown one marked current for screen readers and
// kept in view at the gallery's active alignment (center, left or right, spec 4). Tab reaches
// the thumbnails; Enter or Space shows one; the arrow keys still step through the images.
// One row: `thumbnailsPerRow` thumbnails share the strip's width, none wider than
// `thumbnailMaxWidth`; more than that scroll sideways. Spec 9's padding is the space between
// thumbnails, its margin the space above the strip (lightbox.css reads the four properties).
import { type CSSProperties, useEffect, useRef } from 'react';
import type { GalleryData } from '../../core/contract/gallery-data.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import type { OverlayStrings } from '../../core/words/strings-overlays.ts';

const INLINE: Record<GalleryData['activeAlignment'], ScrollLogicalPosition> = {
  center: 'center',
  left: 'start',
  right: 'end',
};

interface StripProps {
  readonly data: GalleryData;
  readonly index: number;
  readonly strings: OverlayStrings;
  onIndex(index: number): void;
}

export function ThumbnailStrip({ data, index, strings, onIndex }: StripProps) {
  const current = useRef<HTMLButtonElement | null>(null);
  const count = data.items.length;
  const sizes = {
    '--sf-thumbs-per-row': data.thumbnailsPerRow,
    '--sf-thumb-max-width': `${data.thumbnailMaxWidth}px`,
    '--sf-thumbs-gap': `${data.thumbnailPadding}px`,
    '--sf-thumbs-margin': `${data.thumbnailMargin}px`,
  } as CSSProperties;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new image scrolls its thumbnail into view
  useEffect(() => {
    // Not every engine scrolls (happy-dom has no scrollIntoView): the strip still works unscrolled.
    current.current?.scrollIntoView?.({ block: 'nearest', inline: INLINE[data.activeAlignment] });
  }, [index, data.activeAlignment]);
  return (
    <ul
      className={`sf-lightbox__thumbs sf-lightbox__thumbs--${data.activeAlignment}`}
      aria-label={strings.lightboxThumbnails}
      style={sizes}
    >
      {data.items.map((item, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the server; one image may appear twice
        <li key={`${item.src}-${position}`} className="sf-lightbox__thumb-item">
          <button
            type="button"
            className="sf-lightbox__thumb"
            ref={position === index ? current : undefined}
            aria-current={position === index ? 'true' : undefined}
            aria-label={fillTemplate(strings.lightboxShowImage, { index: position + 1, count })}
            onClick={() => onIndex(position)}
          >
            <img
              className="sf-lightbox__thumb-img"
              src={item.src}
              alt=""
              height={data.thumbnailHeight}
              style={{ height: data.thumbnailHeight }}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

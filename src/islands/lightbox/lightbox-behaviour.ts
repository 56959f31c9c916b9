// The lightbox's behaviours apart from what it shows (Lightbox.tsx): the tall-content check
// after a settled resize (spec 9: 100 ms, then a 50 px top margin), autoplay (spec 9: every
// 1-10 s), the arrow keys anywhere in the viewer and the horizontal swipe.
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
import { LIGHTBOX_RESIZE_TIMEOUT_MS } from '../../core/domain/constants-template.ts';

/** A horizontal pointer move at least this long (px) is a swipe. */
const SWIPE_MIN_DISTANCE_PX = 50;

/** Moves `delta` images on (negative: back), wrapping around. */
type Step = (delta: number) => void;

/**
 * Whether the figure is taller than the window, measured on open, for every image, on image
 * load (`measure`) and once a resize has settled.
 */
export function useTallContent(index: number) {
  const figureRef = useRef<HTMLElement | null>(null);
  const [tall, setTall] = useState(false);
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
  return { figureRef, tall, measure };
}

/** Autoplay: the next image after the gallery's delay; browsing by hand starts the wait over. */
export function useAutoplay(data: GalleryData, index: number, step: RefObject<Step>) {
  const count = data.items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the wait on purpose
  useEffect(() => {
    if (!data.autoplay || count < 2) return;
    const timer = setTimeout(() => step.current(1), data.autoplayDelay * SECOND_MS);
    return () => clearTimeout(timer);
  }, [data.autoplay, data.autoplayDelay, count, index, step]);
}

/** Arrow keys anywhere in the viewer (focus may be on its close button, outside the stage). */
export function useArrowKeys(step: RefObject<Step>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      // On a right-to-left page the next image is to the left.
      const forward =
        getComputedStyle(document.documentElement).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      step.current(event.key === forward ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);
}

/** A horizontal swipe of at least SWIPE_MIN_DISTANCE_PX: leftwards is the next image. */
export function useSwipe(step: Step) {
  const start = useRef<number | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = undefined;
      if (from === undefined) return;
      const distance = event.clientX - from;
      if (Math.abs(distance) >= SWIPE_MIN_DISTANCE_PX) step(distance < 0 ? 1 : -1);
    },
  };
}

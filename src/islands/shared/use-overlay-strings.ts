// The overlays' strings (quick view, installments, lightbox, audio) with the page's language and
// overrides. Only lazy islands import it, so the main bundle never carries these strings.
import { type OverlayStrings, overlayStrings } from '../../core/words/strings-overlays.ts';
import { useStringGroup } from './use-string-group.ts';

export function useOverlayStrings(): OverlayStrings {
  return useStringGroup(overlayStrings);
}

// The overlay catalogue (quick view, installments, lightbox, audio) with the page's overrides.
// Only lazy islands import it, so the main bundle never carries these strings.
import { useMemo } from 'react';
import { type OverlayStrings, resolveOverlayStrings } from '../../src/domain/strings-overlays.ts';
import { useServices } from './island-context.tsx';

export function useOverlayStrings(): OverlayStrings {
  const { context, translation } = useServices();
  return useMemo(() => resolveOverlayStrings(translation, context.strings), [translation, context.strings]);
}

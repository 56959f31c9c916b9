// Where a nested overlay is portalled. Outside any modal that is <body>. Inside a modal it is the
// modal's dialog: a popover opened from within (the added popover in quick view) must sit above
// the modal's backdrop, outside the part of the page the modal makes inert, and inside its
// focus trap, so the topmost layer is always the one the shopper sees and Escape closes first.
import { createContext, useContext } from 'react';

export const LayerHostContext = createContext<HTMLElement | null>(null);

/** The element nested overlays portal into (null: document.body). */
export function useLayerHost(): HTMLElement | null {
  return useContext(LayerHostContext);
}

// Where focus goes after a removal took the focused Remove button away with its line.
import { useEffect, useRef, useState } from 'react';

/** After a removal the removed line's button is gone: focus the list, or the way back to shopping. */
export function useFocusAfterRemoval() {
  const [focusRequest, setFocusRequest] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyLinkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    (listRef.current ?? emptyLinkRef.current)?.focus();
  }, [focusRequest]);
  return { listRef, emptyLinkRef, request: () => setFocusRequest((count) => count + 1) };
}

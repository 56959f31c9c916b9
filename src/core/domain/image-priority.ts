// Image priority (spec 9: high, low or none) as the attributes a browser acts on, for the server's
// image wrapper and the gallery island alike.
/** The image priorities of spec 9. */
const IMAGE_PRIORITIES = ['high', 'low', 'none'] as const;
export type ImagePriority = (typeof IMAGE_PRIORITIES)[number];

/**
 * How an image of this priority is fetched: 'high' (the page's main image) at once and ahead of
 * other requests, 'low' late and behind them, 'none' lazily with the browser's own ordering.
 * An unknown word counts as 'none'.
 */
export function imageLoading(priority: unknown): {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'low' | undefined;
} {
  if (priority === 'high') return { loading: 'eager', fetchPriority: 'high' };
  if (priority === 'low') return { loading: 'lazy', fetchPriority: 'low' };
  return { loading: 'lazy', fetchPriority: undefined };
}

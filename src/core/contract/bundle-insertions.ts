// Where the bundle itself put HTML (issue 33 item 2): an element filled by the Trusted Types
// policy module is a bundle insertion point, and the DOM watcher never starts an island inside
// one, so HTML the bundle inserted (sanitised or its own) cannot mount. Kept apart from the
// policy module so the page's core carries this check without the policy and the captcha's URL.

// One set per page, shared by every copy of the bundle; Symbol-keyed on the global, so no page
// element (id="…", name="…") can stand in for it.
const POINTS_KEY = Symbol.for('storefront.insertion-points');

function insertionPoints(): WeakSet<Node> {
  const global = globalThis as typeof globalThis & { [POINTS_KEY]?: WeakSet<Node> };
  const existing = global[POINTS_KEY];
  if (existing) return existing;
  const points = new WeakSet<Node>();
  Object.defineProperty(global, POINTS_KEY, { value: points });
  return points;
}

/** Marks `element` as filled with HTML by the bundle. */
export function markBundleInsertion(element: Node): void {
  insertionPoints().add(element);
}

/** Whether `node` is, or sits inside, an element the bundle filled with HTML. */
export function insideBundleInsertion(node: Node): boolean {
  const points = insertionPoints();
  for (let at: Node | null = node; at; at = at.parentNode) if (points.has(at)) return true;
  return false;
}

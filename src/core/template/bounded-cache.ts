// A small map that keeps at most `limit` entries and evicts the oldest insertion first.

interface BoundedCache<V> {
  get(key: string, create: () => V): V;
  readonly size: number;
  has(key: string): boolean;
  clear(): void;
}

export function createBoundedCache<V>(limit: number): BoundedCache<V> {
  const entries = new Map<string, V>();
  return {
    get(key, create) {
      const hit = entries.get(key);
      if (hit !== undefined || entries.has(key)) return hit as V;
      const value = create();
      if (entries.size >= limit) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, value);
      return value;
    },
    get size() {
      return entries.size;
    },
    has(key) {
      return entries.has(key);
    },
    clear() {
      entries.clear();
    },
  };
}

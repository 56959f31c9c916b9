// Lookups by a key that came from data (an entry id, a form id, an option name): only the
// record's own properties count, so '__proto__', 'constructor' or 'toString' read as unknown
// keys rather than as Object.prototype's members (docs/architecture.md, "How data is keyed").

/** `record[key]` when the record holds `key` itself; undefined otherwise. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `record[key] = value` as an own property, even for '__proto__' (which would set the prototype). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

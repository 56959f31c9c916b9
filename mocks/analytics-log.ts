// Every analytics request the mock platform received, for tests and for the demo's QA panel.
// Like PlatformModel it can start from saved entries and report changes, so the demo keeps the
// log in localStorage across page loads.

const ANALYTICS_KINDS = [
  'census-hit',
  'census-button-click',
  'census-button-render',
  'census-form-render',
  'census-overlay',
  'census-quick-view',
  'event',
  'v2-event',
  'v2-validate',
  'js-errors',
  'performance',
  /** Not analytics itself: the bootstrap config read that tunes it (GET /api/context/config). */
  'context-config',
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** The log keeps the newest entries only, so a long demo session cannot fill localStorage. */
export const MAX_ANALYTICS_ENTRIES = 500;

export interface AnalyticsEntry {
  readonly id: number;
  readonly kind: AnalyticsKind;
  readonly method: string;
  /** Path of the request, without origin or query. */
  readonly path: string;
  readonly time: number;
  /** Event name: the form field `event` or the v2 `eventSchemaName`. */
  readonly event?: string | undefined;
  /** Form fields as sent (form-encoded calls). */
  readonly fields?: Record<string, string> | undefined;
  /** JSON body as sent (JSON calls and beacons). */
  readonly body?: unknown;
  /** The decoded payload: census/event `data`, v2 `eventContent`, error events, performance records. */
  readonly data?: unknown;
  readonly csrfToken?: string | undefined;
}

type AnalyticsEntryInput = Omit<AnalyticsEntry, 'id' | 'time'> & { readonly time?: number };

export class AnalyticsLog {
  private list: AnalyticsEntry[];
  private readonly listeners = new Set<(entries: readonly AnalyticsEntry[]) => void>();

  constructor(
    saved?: readonly AnalyticsEntry[],
    private readonly onChange: (entries: readonly AnalyticsEntry[]) => void = () => {},
  ) {
    this.list = saved ? [...saved] : [];
  }

  add(input: AnalyticsEntryInput): AnalyticsEntry {
    const last = this.list[this.list.length - 1];
    const entry: AnalyticsEntry = { ...input, id: (last?.id ?? 0) + 1, time: input.time ?? Date.now() };
    this.list.push(entry);
    if (this.list.length > MAX_ANALYTICS_ENTRIES)
      this.list.splice(0, this.list.length - MAX_ANALYTICS_ENTRIES);
    this.changed();
    return entry;
  }

  /** Oldest first. */
  entries(): readonly AnalyticsEntry[] {
    return this.list;
  }

  ofKind(kind: AnalyticsKind): readonly AnalyticsEntry[] {
    return this.list.filter((entry) => entry.kind === kind);
  }

  clear(): void {
    this.list = [];
    this.changed();
  }

  /** Calls the listener on every change; returns the unsubscribe function. */
  subscribe(listener: (entries: readonly AnalyticsEntry[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.onChange(this.list);
    for (const listener of this.listeners) listener(this.list);
  }
}

/** Reads a saved log (e.g. from localStorage); anything malformed gives an empty log. */
export function parseSavedAnalytics(text: string | null): AnalyticsEntry[] | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return undefined;
    return value.filter(
      (entry): entry is AnalyticsEntry =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as AnalyticsEntry).id === 'number' &&
        (ANALYTICS_KINDS as readonly string[]).includes((entry as AnalyticsEntry).kind),
    );
  } catch {
    return undefined;
  }
}

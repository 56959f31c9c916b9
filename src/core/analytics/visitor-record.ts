// The census visitor record (ss_cvr) and visit time (ss_cvt) as pure values: parsing with the
// spec's validation (SPEC 5) and the visit rules (SPEC 4). Cookie I/O is in visitor-cookies.ts.

export interface VisitorRecord {
  readonly id: string;
  readonly firstVisit: number;
  readonly previousVisit: number;
  readonly currentVisit: number;
  readonly visitCount: number;
}

/** An id followed by four positive integers, pipe-separated. */
const RECORD_PATTERN = /^([A-Za-z0-9_-]+)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)\|([1-9]\d*)$/;
const TIME_PATTERN = /^[1-9]\d*$/;

export function parseVisitorRecord(raw: string | undefined): VisitorRecord | undefined {
  const match = raw === undefined ? null : RECORD_PATTERN.exec(raw);
  if (!match) return undefined;
  const [, id, first, previous, current, count] = match;
  const numbers = [first, previous, current, count].map(Number);
  if (!id || numbers.some((value) => !Number.isSafeInteger(value))) return undefined;
  const [firstVisit = 0, previousVisit = 0, currentVisit = 0, visitCount = 0] = numbers;
  return { id, firstVisit, previousVisit, currentVisit, visitCount };
}

export function formatVisitorRecord(record: VisitorRecord): string {
  return [record.id, record.firstVisit, record.previousVisit, record.currentVisit, record.visitCount].join(
    '|',
  );
}

export function parseVisitTime(raw: string | undefined): number | undefined {
  if (raw === undefined || !TIME_PATTERN.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

export function newVisitorRecord(id: string, now: number): VisitorRecord {
  return { id, firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
}

/**
 * The record for this page view: none stored -> a new one with count 1; stored but no visit time
 * (the 30-minute session cookie expired) -> a new visit, count + 1 and times moved; both present
 * -> the same visit, unchanged.
 */
export function nextVisitorRecord(
  stored: VisitorRecord | undefined,
  visitTime: number | undefined,
  now: number,
  newId: () => string,
): { record: VisitorRecord; newVisit: boolean } {
  if (!stored) return { record: newVisitorRecord(newId(), now), newVisit: true };
  if (visitTime !== undefined) return { record: stored, newVisit: false };
  return {
    record: {
      id: stored.id,
      firstVisit: stored.firstVisit,
      previousVisit: stored.currentVisit,
      currentVisit: now,
      visitCount: stored.visitCount + 1,
    },
    newVisit: true,
  };
}

/** A random id of letters and digits (no pipes), from crypto where available. */
export function randomVisitorId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replaceAll('-', '');
  }
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

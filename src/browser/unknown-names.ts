// The console lines for names a page misspells (issue 49.10): an island's data-* attribute or a
// page context key the bundle does not know is ignored, so a slip (`data-dispaly`,
// `"merchandizing"`) would change nothing and say nothing. Each is named once, with the nearest
// known name when it is close. A chunk of its own: only a page with such a name loads it
// (name-check.ts finds them).
import { dataAttributeName } from '../core/contract/index.ts';
import { OTHER_CONTEXT_KEYS, SiteContextSchema } from '../core/domain/context-schema.ts';
import { describeElement, logWarning } from './log.ts';

/** Islands already warned about: a remounted island is not named twice. */
const warned = new WeakSet<Element>();

/** Edits from `a` to `b`: insertions, deletions, substitutions and swaps of two neighbours. */
function distance(a: string, b: string): number {
  const rows = [...Array(a.length + 1)].map((_, i) => [i, ...Array(b.length).fill(0)] as number[]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The known name a slip of `name` most likely meant: one or two edits away (one for short names), case aside. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const most = name.length > 5 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = most + 1;
  for (const candidate of known) {
    const edits = distance(name.toLowerCase(), candidate.toLowerCase()) || 1;
    if (edits < bestDistance) [best, bestDistance] = [candidate, edits];
  }
  return best;
}

const meant = (name: string | undefined) => (name ? ` Did you mean ${name}?` : '');

/** One line per unknown data-* attribute of an island; `unknown` and `known` are dataset names. */
export function warnUnknownAttributes(
  element: Element,
  island: string,
  unknown: readonly string[],
  known: readonly string[],
): void {
  if (warned.has(element)) return;
  warned.add(element);
  // Compared without their common `data-`, which would make every name look close.
  const names = known.map((key) => dataAttributeName(key).slice(5));
  const takes = names.length > 0 ? `it reads data-${names.join(', data-')}` : 'it reads no data-* attribute';
  for (const key of unknown) {
    const written = dataAttributeName(key).slice(5);
    const near = nearestName(written, names);
    logWarning(
      `${describeElement(element)}: the ${island} island does not know data-${written} and ignores it (${takes}).${meant(near && `data-${near}`)}`,
    );
  }
}

/** One line per unknown top-level key of the page context. */
export function warnUnknownContextKeys(unknown: readonly string[]): void {
  const known = [...Object.keys(SiteContextSchema.shape), ...OTHER_CONTEXT_KEYS];
  for (const key of unknown) {
    const near = nearestName(key, known);
    logWarning(
      `page context key "${key}" is not one Storefront knows and is ignored.${meant(near && `"${near}"`)}`,
    );
  }
}

// Finds the names a page writes that the bundle does not know (issue 49.10): an island's data-*
// attributes besides those its definition declares, page context keys besides the schema's. Only
// a filter is here, in the first script; the words, the nearest-name search and the once-per-
// element bookkeeping are in unknown-names.ts, a chunk only a page with such a name loads.
import { lazy } from '../core/base/lazy.ts';
import { OTHER_CONTEXT_KEYS, SiteContextSchema } from '../core/domain/context-schema.ts';

type Words = typeof import('./unknown-names.ts');
const unknownNames = lazy(() => import('./unknown-names.ts'), 'unknown-names');
// A chunk that cannot load leaves the page as it is: these are only advice for the owner.
const later = (warn: (words: Words) => void) => void unknownNames.load().then(warn, () => undefined);

/** Warns about each data-* attribute of an island that its definition does not read. */
export function checkIslandAttributes(
  element: Element,
  island: string,
  known: readonly string[],
  attributes: Readonly<Record<string, string>>,
): void {
  // `data-storefront-*` are the runtime's own (a press kept before start, …), never an option.
  const unknown = Object.keys(attributes).filter((key) => !known.includes(key) && !/^storefront/.test(key));
  if (unknown[0]) later((words) => words.warnUnknownAttributes(element, island, unknown, known));
}

/** Warns about each top-level key of the page context that Storefront does not know. */
export function checkContextKeys(context: object): void {
  const unknown = Object.keys(context).filter(
    (key) => !Object.hasOwn(SiteContextSchema.shape, key) && !OTHER_CONTEXT_KEYS.includes(key),
  );
  if (unknown[0]) later((words) => words.warnUnknownContextKeys(unknown));
}

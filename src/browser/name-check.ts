// Finds the names a page writes that the bundle does not know (issue 49.10): an island's data-*
// attributes besides those its definition declares, page context keys besides the schema's. Only
// the finding is here, a filter per island; the words and the nearest-name search are in
// unknown-names.ts, a chunk that only a page with such a name loads.
import { isRuntimeAttribute } from '../core/contract/index.ts';
import { contextKeys } from '../core/domain/context-schema.ts';

/** Islands already checked: a remounted island is not warned about twice. */
const checked = new WeakSet<Element>();

/** Warns (once per element) about each data-* attribute of an island that its definition does not read. */
export function checkIslandAttributes(
  element: Element,
  island: string,
  known: readonly string[],
  attributes: Readonly<Record<string, string>>,
): void {
  if (checked.has(element)) return;
  checked.add(element);
  // `data-storefront-*` are the runtime's own (a press kept before start, …), never an option.
  const unknown = Object.keys(attributes).filter(
    (key) => !known.includes(key) && !isRuntimeAttribute(`data-${key}`),
  );
  if (unknown.length > 0)
    void import('./unknown-names.ts').then((words) =>
      words.warnUnknownAttributes(element, island, unknown, known),
    );
}

/** Warns about each top-level key of the page context that Storefront does not know. */
export function checkContextKeys(context: object): void {
  const known = contextKeys();
  const unknown = Object.keys(context).filter((key) => !known.includes(key));
  if (unknown.length > 0)
    void import('./unknown-names.ts').then((words) => words.warnUnknownContextKeys(unknown, known));
}

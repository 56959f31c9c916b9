// Console messages for site owners: one line per problem, always naming the element, so a broken
// mount point can be found in the page without reading the bundle.
const PREFIX = '[Storefront]';

export function describeElement(element: Element): string {
  const attributes = ['data-storefront', 'data-storefront-product', 'id', 'class']
    .filter((name) => element.hasAttribute(name))
    .map((name) => {
      const value = element.getAttribute(name) ?? '';
      return value === '' ? name : `${name}="${value.slice(0, 60)}"`;
    });
  return `<${element.tagName.toLowerCase()}${attributes.length ? ` ${attributes.join(' ')}` : ''}>`;
}

export function logError(element: Element | undefined, problem: string, cause?: unknown): void {
  const where = element ? `${describeElement(element)}: ` : '';
  if (cause === undefined) console.error(`${PREFIX} ${where}${problem}`);
  else console.error(`${PREFIX} ${where}${problem}`, cause);
}

export function logWarning(problem: string): void {
  console.warn(`${PREFIX} ${problem}`);
}

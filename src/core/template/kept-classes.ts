// Which classes survive in sanitised merchant or provider HTML (issue 48 item 8). A class is how a
// page's stylesheet reaches an element: `<a class="sf-overlay" href="https://evil.test/login">` in a
// form's post-submit HTML took our overlay's fixed, full-viewport box and covered the page, Checkout
// included, with a link. Our own `sf-` classes, the theme's and the provider's are all dropped (the
// provider's stylesheet never comes with its HTML); only the platform's rich-text formats are kept,
// which size, colour or highlight text and place nothing.

/** Rich-text format classes the platform's editor writes, kept as they are. */
const KEPT_CLASSES: ReadonlySet<string> = new Set(['sqsrte-large', 'sqsrte-small', 'sqsrte-text-highlight']);

/** The editor's text colours: 'sqsrte-text-color--accent', '…--safeDarkAccent'. */
const TEXT_COLOR = /^sqsrte-text-color--[A-Za-z]+$/;

/** Whether sanitised HTML may keep the class `name`. */
export function isKeptClass(name: string): boolean {
  return KEPT_CLASSES.has(name) || TEXT_COLOR.test(name);
}

/** The kept classes of a class attribute's value, space-separated; '' when none is. */
export function keptClasses(value: string): string {
  return value
    .split(/[\t\n\f\r ]+/)
    .filter((name) => name !== '' && isKeptClass(name))
    .join(' ');
}

interface AttributeHookData {
  readonly attrName: string;
  attrValue: string;
  keepAttr: boolean;
}

/** DOMPurify's uponSanitizeAttribute hook: a class attribute keeps only its kept classes, or goes. */
export function keepOnlyKeptClasses(_node: Element, data: AttributeHookData): void {
  if (data.attrName !== 'class') return;
  const kept = keptClasses(data.attrValue);
  if (kept === '') data.keepAttr = false;
  else data.attrValue = kept;
}

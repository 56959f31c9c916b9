// Finds what an XSS payload would need to reach the DOM to run: an event-handler attribute, a
// script that is not JSON data, a frame or object, or a javascript:/vbscript: URL in any
// attribute that takes one. Self-contained (no imports, no outer names), so the e2e suite can
// hand it to page.evaluate and run the same scan in Chromium.
export function findScriptInjection(root: Element): string[] {
  const found: string[] = [];
  const urlAttributes = [
    'href',
    'src',
    'srcset',
    'action',
    'formaction',
    'poster',
    'data',
    'xlink:href',
    'background',
  ];
  // As the browser reads the address: the parser drops tabs, newlines and control characters.
  const runsCode = (raw: string) => {
    try {
      const { protocol } = new URL(raw, 'https://page.invalid/');
      return protocol === 'javascript:' || protocol === 'vbscript:';
    } catch {
      return false;
    }
  };
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}>`;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' && element.getAttribute('type') !== 'application/json')
      found.push(`a script ${describe(element)}`);
    if (['iframe', 'frame', 'object', 'embed'].includes(tag)) found.push(`a frame ${describe(element)}`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${describe(element)} ${name}="${value.slice(0, 40)}"`);
      const candidates =
        name === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      if (urlAttributes.includes(name.toLowerCase()) && candidates.some(runsCode))
        found.push(`${describe(element)} ${name}="${value.slice(0, 40)}"`);
    }
  }
  return found;
}

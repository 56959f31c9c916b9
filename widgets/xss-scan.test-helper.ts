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
  const scriptUrl = /^\s*(javascript|vbscript):/i;
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}>`;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (tag === 'script' && element.getAttribute('type') !== 'application/json')
      found.push(`a script ${describe(element)}`);
    if (['iframe', 'frame', 'object', 'embed'].includes(tag)) found.push(`a frame ${describe(element)}`);
    for (const { name, value } of Array.from(element.attributes)) {
      if (/^on/i.test(name)) found.push(`${describe(element)} ${name}="${value.slice(0, 40)}"`);
      // Browsers drop tabs and newlines inside a URL's scheme, so "java\tscript:" counts too.
      const compact = value.replace(/[\t\n\r]/g, '');
      const candidates = name === 'srcset' ? compact.split(',').map((part) => part.trim()) : [compact];
      if (urlAttributes.includes(name.toLowerCase()) && candidates.some((part) => scriptUrl.test(part)))
        found.push(`${describe(element)} ${name}="${value.slice(0, 40)}"`);
    }
  }
  return found;
}

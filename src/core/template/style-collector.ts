// Per-item presentation (focal points, average colours) as generated classes in one stylesheet
// instead of style="" attributes, which a strict Content-Security-Policy blocks. The server
// emits `css()` in a <style> carrying the page's nonce.
export interface StyleCollector {
  /** A class name for these declarations (shared by identical ones); unsafe values are dropped. */
  classFor(declarations: Readonly<Record<string, string | undefined>>): string;
  css(): string;
}

// Values come from platform data (colours, percentages): allow only what those need, so a value
// can never close the rule or open another.
const SAFE_VALUE = /^[#\w\s.,%()-]+$/;

const kebab = (name: string) => name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

export function createStyleCollector(prefix = 'sf-s'): StyleCollector {
  const classes = new Map<string, string>();
  return {
    classFor(declarations) {
      const body = Object.entries(declarations)
        .filter((entry): entry is [string, string] => entry[1] !== undefined && SAFE_VALUE.test(entry[1]))
        .map(([name, value]) => `${kebab(name)}:${value}`)
        .join(';');
      if (body === '') return '';
      let name = classes.get(body);
      if (!name) {
        name = `${prefix}${classes.size}`;
        classes.set(body, name);
      }
      return name;
    },
    css: () => [...classes].map(([body, name]) => `.${name}{${body}}`).join('\n'),
  };
}

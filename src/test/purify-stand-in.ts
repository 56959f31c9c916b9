// A stand-in for the page's DOMPurify instance in happy-dom, which DOMPurify does not support
// (its output there is not sanitised). It removes scripts, event handlers and javascript: links
// (enough to pass the form sanitiser's self-check) and runs the hooks the code under test adds,
// as DOMPurify does, so what those hooks do to an attribute can be tested. The real DOMPurify is
// exercised in Chromium (demo/e2e). Use: vi.mock('dompurify', async () => ({ default: (await
// import('…/purify-stand-in.ts')).purifyStandIn() })).

interface AttributeData {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}
type Hook = (node: Element, data?: AttributeData) => void;

export function purifyStandIn() {
  const hooks: { name: string; hook: Hook }[] = [];
  const run = (name: string, node: Element, data?: AttributeData) => {
    for (const entry of hooks) if (entry.name === name) entry.hook(node, data);
  };
  return {
    isSupported: true,
    addHook: (name: string, hook: Hook) => hooks.push({ name, hook }),
    removeHook(name: string, hook: Hook) {
      const at = hooks.findLastIndex((entry) => entry.name === name && entry.hook === hook);
      if (at !== -1) hooks.splice(at, 1);
    },
    sanitize(html: string): string {
      const template = document.createElement('template');
      template.innerHTML = html;
      for (const script of template.content.querySelectorAll('script')) script.remove();
      for (const element of template.content.querySelectorAll('*')) {
        for (const { name, value } of Array.from(element.attributes)) {
          const unsafe = name.startsWith('on') || value.trim().toLowerCase().startsWith('javascript:');
          const data = { attrName: name, attrValue: value, keepAttr: !unsafe };
          run('uponSanitizeAttribute', element, data);
          if (!data.keepAttr) element.removeAttribute(name);
          else if (data.attrValue !== value) element.setAttribute(name, data.attrValue);
        }
        run('afterSanitizeAttributes', element);
      }
      return template.innerHTML;
    },
  };
}

// The `storefront` Trusted Types policy (issue 33 item 4), with a stand-in for the browser's
// trustedTypes factory installed before the module first creates its policy: it is the one
// place strings become HTML (only sanitiser output) or a script URL (only the captcha's).
import { describe, expect, it } from 'vitest';

class Trusted {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}
const policies: {
  name: string;
  rules: { createHTML(s: string): string; createScriptURL(s: string): string };
}[] = [];
// Set directly: vitest's unstubGlobals would take a stub away before the first test.
Object.assign(globalThis, {
  trustedTypes: {
    createPolicy(name: string, rules: (typeof policies)[number]['rules']) {
      policies.push({ name, rules });
      return {
        createHTML: (input: string) => new Trusted(rules.createHTML(input)),
        createScriptURL: (input: string) => new Trusted(rules.createScriptURL(input)),
      };
    },
  },
});

const { registerSanitised, setCaptchaScriptSrc, setSanitisedHtml } = await import('./trusted-types.ts');

describe('the storefront policy', () => {
  it('is created once, named storefront, and fills a box only with sanitiser output', () => {
    const box = document.createElement('div');
    setSanitisedHtml(box, registerSanitised('<p>Thanks</p>'));
    setSanitisedHtml(box, registerSanitised('<p>Again</p>'));
    expect(box.innerHTML).toBe('<p>Again</p>');
    expect(policies.map((policy) => policy.name)).toEqual(['storefront']);
    expect(() => setSanitisedHtml(box, '<img src=x onerror=alert(1)>')).toThrow(TypeError);
    // Nor can the page's own script use the policy for a string no sanitiser produced.
    expect(() => policies[0]?.rules.createHTML('<p>not sanitised</p>')).toThrow(TypeError);
  });

  it('keeps its policy and its set of sanitised HTML out of reach of page scripts (issue 48 item 10)', () => {
    registerSanitised('<p>Ours</p>');
    const global = globalThis as unknown as Record<PropertyKey, unknown>;
    expect(global[Symbol.for('storefront.trusted-types')]).toBeUndefined();
    for (const key of [
      ...Object.getOwnPropertySymbols(globalThis),
      ...Object.getOwnPropertyNames(globalThis),
    ]) {
      const value = Object.getOwnPropertyDescriptor(globalThis, key)?.value as { sanitised?: unknown } | null;
      expect(
        value instanceof Set || (typeof value === 'object' && value !== null && 'sanitised' in value),
      ).toBe(false);
    }
  });

  it("turns only the captcha's address into a script URL", () => {
    const script = document.createElement('script');
    setCaptchaScriptSrc(script, 'https://www.google.com/recaptcha/enterprise.js?render=key');
    expect(script.src).toBe('https://www.google.com/recaptcha/enterprise.js?render=key');
    for (const url of [
      'https://evil.example/enterprise.js',
      'https://www.google.com/recaptcha/other.js',
      'javascript:alert(1)',
    ])
      expect(() => setCaptchaScriptSrc(script, url)).toThrow(TypeError);
  });
});

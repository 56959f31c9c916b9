import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource, findUrlRuleBreaks, POLICY_MODULE } from './url-rule.ts';

const problems = (text: string, file = 'src/islands/x/index.ts') =>
  checkSource(file, text).map((f) => f.problem);

describe('url rule check', () => {
  it('passes this repository', () => {
    expect(findUrlRuleBreaks(join(dirname(new URL(import.meta.url).pathname), '..'))).toEqual([]);
  }, 60_000);

  it.each([
    'const UNSAFE = /^\\s*(javascript|data|vbscript):/i;',
    'const ok = /^https?:$/.test(url.protocol);',
    'const DATA = /^\\s*data:/i;',
    'if (/^(?:https?|ftp):\\/\\//i.test(text)) go();',
    "const re = new RegExp('^javascript:', 'i');",
    'const mail = /^mailto:/;',
  ])('catches a planted regular-expression scheme check: %s', (line) => {
    expect(problems(line)).toEqual([expect.stringMatching(/regular-expression URL scheme check/)]);
  });

  it('lets a pattern that is not a scheme check pass, and one marked as a tokeniser', () => {
    expect(problems('const time = /^(\\d+):(\\d+)$/; const x = /[a-z]+:/;')).toEqual([]);
    expect(problems('// url-rule: finds URLs in text\nconst TOKEN =\n  /(https?:\\/\\/\\S+)/g;')).toEqual([]);
  });

  it.each([
    'element.innerHTML = html;',
    'box.outerHTML = html;',
    'frame.srcdoc = html;',
    'script.src = url;',
    "image.setAttribute('src', url);",
    "element.insertAdjacentHTML('beforeend', html);",
    'document.write(html);',
    'const view = <div dangerouslySetInnerHTML={{ __html: html }} />;',
  ])('catches a planted HTML or script-URL sink outside the policy module: %s', (line) => {
    expect(problems(line, 'src/islands/x/View.tsx')).toEqual([
      expect.stringMatching(/go through the storefront policy/),
    ]);
  });

  it('allows the sinks in the policy module, and reads that are not writes', () => {
    expect(problems('element.innerHTML = trusted; script.src = url;', POLICY_MODULE)).toEqual([]);
    expect(problems('const text = element.innerHTML; if (img.src === x) go();')).toEqual([]);
  });

  it('names the file and line', () => {
    expect(checkSource('src/a.ts', 'const a = 1;\nel.innerHTML = b;\n')).toEqual([
      { file: 'src/a.ts', line: 2, problem: expect.stringContaining('.innerHTML') },
    ]);
  });
});

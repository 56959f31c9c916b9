// Issue 48 item 5: htmlparser2's stack makes every tag cost as much as the elements still open.
// These tests check what the caps do (which input is refused, that nothing past a cap is parsed),
// never how long anything takes: CI's machines are loaded.
import { describe, expect, it, vi } from 'vitest';
import { HtmlRefused, MAX_HTML_DEPTH, MAX_HTML_INPUT, parseBoundedHtml } from './bounded-html.ts';

const { parsers } = vi.hoisted(() => ({ parsers: { made: 0 } }));
vi.mock('htmlparser2', async (importOriginal) => {
  const real = await importOriginal<typeof import('htmlparser2')>();
  // Counts the parsers made, so a test can show an input was refused before any parse.
  class CountedParser extends real.Parser {
    constructor(...args: ConstructorParameters<typeof real.Parser>) {
      super(...args);
      parsers.made += 1;
    }
  }
  return { ...real, Parser: CountedParser };
});

/** The tag names the handler saw, and the error the parse threw (if any). */
function parse(html: string): { names: string[]; error: unknown } {
  const names: string[] = [];
  try {
    parseBoundedHtml(html, { onopentagname: (name) => names.push(name) });
    return { names, error: undefined };
  } catch (error) {
    return { names, error };
  }
}

describe('parseBoundedHtml: length', () => {
  it('refuses HTML over the cap before any parser exists', () => {
    parsers.made = 0;
    const { names, error } = parse(`<p>${'a'.repeat(MAX_HTML_INPUT)}</p>`);
    expect(error).toBeInstanceOf(HtmlRefused);
    expect(String(error)).toContain(`over the ${MAX_HTML_INPUT} read`);
    expect(parsers.made).toBe(0);
    expect(names).toEqual([]);
  });

  it('reads HTML of exactly the cap', () => {
    parsers.made = 0;
    const html = `<p>${'a'.repeat(MAX_HTML_INPUT - 7)}</p>`;
    expect(html.length).toBe(MAX_HTML_INPUT);
    expect(parse(html)).toEqual({ names: ['p'], error: undefined });
    expect(parsers.made).toBe(1);
  });
});

describe('parseBoundedHtml: depth', () => {
  it('reads elements nested exactly as deep as the cap', () => {
    expect(parse('<b>'.repeat(MAX_HTML_DEPTH)).error).toBeUndefined();
  });

  it('refuses one level deeper, and parses no tag past the cap however many follow', () => {
    const { names, error } = parse('<b>'.repeat(200_000));
    expect(error).toBeInstanceOf(HtmlRefused);
    expect(String(error)).toContain(`more than ${MAX_HTML_DEPTH} elements deep`);
    // The tag that went past the cap reached the parser's stack, not the handler.
    expect(names.length).toBe(MAX_HTML_DEPTH);
  });

  it('counts only open elements: closed, void and implicitly closed ones are not nesting', () => {
    const many = MAX_HTML_DEPTH * 40;
    for (const html of [
      '<b>x</b>'.repeat(many),
      '<br><img src="/a.png">'.repeat(many),
      `<ul>${'<li>x'.repeat(many)}</ul>`,
      '<p>x'.repeat(many),
      '</p></br>'.repeat(many),
      `${'<i>'.repeat(MAX_HTML_DEPTH - 1)}${'</x>'.repeat(many)}`,
      `<svg>${'<path d="M0 0"/>'.repeat(many)}</svg>`,
    ])
      expect(parse(html).error, html.slice(0, 30)).toBeUndefined();
  });

  it('does not swallow other errors of a handler', () => {
    expect(() =>
      parseBoundedHtml('<p>x</p>', {
        ontext() {
          throw new TypeError('handler bug');
        },
      }),
    ).toThrow(TypeError);
  });
});

import { describe, expect, it } from 'vitest';
import { HtmlRefused, MAX_HTML_DEPTH, MAX_HTML_INPUT } from './bounded-html.ts';
import { withoutEventHandlers } from './without-handlers.ts';

describe('withoutEventHandlers', () => {
  it('drops every on… attribute and keeps the rest of the markup', () => {
    expect(
      withoutEventHandlers(
        '<p class="a">Hi <img src="/x.svg" alt="" ONERROR="steal()"> <a href="/t" onclick="x()">Terms</a></p>',
      ),
    ).toBe('<p class="a">Hi <img src="/x.svg" alt=""> <a href="/t">Terms</a></p>');
  });

  it('keeps text and attribute values escaped as they were meant', () => {
    expect(withoutEventHandlers('<p title="&quot;q&quot; &amp; r">1 &lt; 2 &amp; 3</p>')).toBe(
      '<p title="&quot;q&quot; &amp; r">1 &lt; 2 &amp; 3</p>',
    );
  });

  it('does not let a handler hide in a malformed attribute or an svg element', () => {
    const out = withoutEventHandlers(
      '<svg><set onbegin="x()"/><animate attributeName="href" onend=y()></animate></svg><div x"onclick=z()>t</div>',
    );
    expect(out).not.toMatch(/on(begin|end|click)/i);
  });

  it('drops what a CSP reports on even in an inert document: styles, style attributes, scripts (issue 33)', () => {
    expect(
      withoutEventHandlers(
        '<style>p{color:red}</style><p style="position:fixed">a<script>alert(1)</script>b</p><link rel="stylesheet" href="/x.css"><STYLE>x</STYLE>c',
      ),
    ).toBe('<p>ab</p>c');
  });

  it('drops comments, which could hide markup from a later parser', () => {
    expect(withoutEventHandlers('<p>a<!-- <img src=x onerror=y> -->b</p>')).toBe('<p>ab</p>');
  });

  // Issue 48 item 5: the sanitisers' first parse carries the caps, so no parser after it sees more.
  it('refuses HTML over the length cap (the sanitisers then use their fallback)', () => {
    expect(() => withoutEventHandlers(`<p>${'a'.repeat(MAX_HTML_INPUT)}</p>`)).toThrow(HtmlRefused);
  });

  it('keeps nesting as deep as the cap and refuses deeper', () => {
    const nested = (depth: number) => `${'<b>'.repeat(depth)}x${'</b>'.repeat(depth)}`;
    expect(withoutEventHandlers(nested(MAX_HTML_DEPTH))).toBe(nested(MAX_HTML_DEPTH));
    expect(() => withoutEventHandlers(nested(MAX_HTML_DEPTH + 1))).toThrow(HtmlRefused);
    expect(() => withoutEventHandlers('<b>'.repeat(MAX_HTML_DEPTH * 4))).toThrow(
      `more than ${MAX_HTML_DEPTH} elements deep`,
    );
  });
});

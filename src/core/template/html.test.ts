import { describe, expect, it } from 'vitest';
import { escapeHtml, stripHtml } from './html.ts';

describe('escapeHtml', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" 'single'`, '&quot;quoted&quot; &#39;single&#39;'],
    ['&amp;', '&amp;amp;'],
  ])('%s -> %s', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('stripHtml', () => {
  it.each([
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Fish &amp; chips &lt;3', 'Fish & chips <3'],
    ['caf&#233; &#x263A;', 'café ☺'],
    ['<script>alert("x")</script>Safe', 'Safe'],
    ['<style>p{color:red}</style>Styled', 'Styled'],
    ['a < b and c > d', 'a < b and c > d'],
    ['  spaced\n\n out  ', 'spaced out'],
    ['&unknown; stays', '&unknown; stays'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });
});

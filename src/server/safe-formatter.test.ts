// Issue 48 item 5: the engine's `safe` removed tags with /<[^>]*?>/g, n² on unclosed tags. Ours
// gives the engine's text with one pass; these tests check the text, and the cap, never a time.
import { describe, expect, it } from 'vitest';
import { withoutTags } from '../core/template/html.ts';
import { MAX_TEXT_INPUT } from '../core/template/limits.ts';
import { HELPER_FORMATTERS } from './engine-helpers.ts';
import { SafeFormatter } from './safe-formatter.ts';
import { createTemplateEngine } from './template-engine.ts';

/** What the engine's own formatter made of `text`. */
const engineSafe = (text: string) => text.replace(/<[^>]*?>/g, '');

describe('withoutTags reads text as the engine`s safe did', () => {
  it.each([
    '<p>Hello <b>world</b></p>',
    'a < b and c > d',
    '<<b>>x',
    'x<y',
    'x<y<z<',
    '<a href="x>y">t</a>',
    'multi<br\n/>line',
    '&lt;b&gt; stays &amp; escaped',
    '<script>alert(1)</script>',
    '>>><<<',
    '',
  ])('%j', (text) => {
    expect(withoutTags(text)).toBe(engineSafe(text));
  });

  it('reads at most MAX_TEXT_INPUT characters, as the other text helpers', () => {
    expect(withoutTags(`${'a'.repeat(MAX_TEXT_INPUT)}<b>tail</b>`)).toBe('a'.repeat(MAX_TEXT_INPUT));
    expect(withoutTags(`${'<'.repeat(MAX_TEXT_INPUT)}tail`)).toBe('<'.repeat(MAX_TEXT_INPUT));
  });
});

describe('the template`s safe formatter', () => {
  it('is ours, not the engine`s', () => {
    expect(HELPER_FORMATTERS.safe).toBeInstanceOf(SafeFormatter);
  });

  it('removes tags, and leaves a falsy value as the engine does', () => {
    const engine = createTemplateEngine({});
    expect(engine.render('{text|safe}', { text: '<p>Hi <b>there</b></p>' }).html).toBe('Hi there');
    expect(engine.render('{n|safe}', { n: 0 }).html).toBe('0');
  });

  it('cuts text past MAX_TEXT_INPUT: the engine`s would have read it all', () => {
    const text = `${'a'.repeat(MAX_TEXT_INPUT)}tail`;
    expect(createTemplateEngine({}).render('{text|safe}', { text }).html).toBe('a'.repeat(MAX_TEXT_INPUT));
  });
});

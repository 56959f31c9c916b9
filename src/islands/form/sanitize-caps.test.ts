// Issue 48 item 5: a form's post-submit HTML too long or too deep for a linear parse is shown as
// text, as where the sanitiser does not work, and never reaches DOMPurify. DOMPurify does not
// support happy-dom, so a stand-in (src/test/purify-stand-in.ts) lets the sanitiser pass its
// self-check here: the text is the caps' doing, not happy-dom's.
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { MAX_HTML_DEPTH, MAX_HTML_INPUT } from '../../core/template/bounded-html.ts';
import { sanitizeHtml, sanitizerWorks } from './sanitize.ts';

vi.mock('dompurify', async () => ({
  default: (await import('../../test/purify-stand-in.ts')).purifyStandIn(),
}));

describe('form post-submit HTML over the parse caps', () => {
  it('within the caps, the HTML is sanitised as HTML', () => {
    expect(sanitizerWorks()).toBe(true);
    expect(sanitizeHtml('<p>Thanks <b>friend</b></p>')).toBe('<p>Thanks <b>friend</b></p>');
  });

  it.each([
    [
      'nested deeper than the cap',
      `<p>Thanks${'<b>'.repeat(MAX_HTML_DEPTH + 1)} friend</p>`,
      'elements deep',
    ],
    ['longer than the cap', `<p>Thanks friend</p>${' '.repeat(MAX_HTML_INPUT)}`, 'characters'],
  ])('HTML %s is shown as text and DOMPurify never parses it', (_case, html, reason) => {
    expect(sanitizerWorks()).toBe(true);
    const purify = vi.spyOn(DOMPurify, 'sanitize');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sanitizeHtml(html)).toBe('Thanks friend');
    expect(purify).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(
      new RegExp(`^\\[Storefront\\] The form's post-submit HTML is shown as text: .*${reason}`),
    );
  });
});

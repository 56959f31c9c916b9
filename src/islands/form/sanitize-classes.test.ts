// Issue 48 item 8: our own classes in a form's post-submit HTML put the page's CSS at a stranger's
// service (`sf-overlay` is fixed and covers the viewport). DOMPurify does not support happy-dom, so
// a stand-in runs the sanitiser's hooks as DOMPurify would (src/test/purify-stand-in.ts).
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, sanitizerWorks } from './sanitize.ts';

vi.mock('dompurify', async () => ({
  default: (await import('../../test/purify-stand-in.ts')).purifyStandIn(),
}));

function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('form post-submit HTML: classes', () => {
  it('an sf- overlay link keeps its words and address but no class', () => {
    expect(sanitizerWorks()).toBe(true);
    const html = sanitizeHtml(
      '<p>Thanks! <a class="sf-overlay" href="https://evil.test/login">Log in again</a></p>',
    );
    const link = parsed(html).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://evil.test/login');
    expect(link?.hasAttribute('class')).toBe(false);
  });

  it('keeps the rich-text formats and nothing else', () => {
    const html = sanitizeHtml(
      '<p class="sqsrte-large sf-overlay__dialog">Big</p><span class="theme-modal sf-cart-drawer sqsrte-text-highlight">lit</span>',
    );
    expect(html).toBe('<p class="sqsrte-large">Big</p><span class="sqsrte-text-highlight">lit</span>');
    expect(html).not.toContain('sf-');
  });
});

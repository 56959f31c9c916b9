// Issue 48 item 8: the provider's modal HTML keeps no class of ours (or the theme's, or its own:
// its stylesheet never comes with it). DOMPurify does not support happy-dom, so a stand-in runs
// the sanitiser's hooks as DOMPurify would (src/test/purify-stand-in.ts).
import { describe, expect, it, vi } from 'vitest';
import { registerSanitised } from '../contract/trusted-types.ts';
import { assertInert, sanitizeInstallmentHtml } from './installment-modal.ts';

vi.mock('dompurify', async () => ({
  default: (await import('../../test/purify-stand-in.ts')).purifyStandIn(),
}));

describe('installment modal HTML: classes', () => {
  it('an sf- overlay link keeps its words and address but no class', () => {
    const html = sanitizeInstallmentHtml(
      '<div class="provider-modal"><a class="sf-overlay" href="https://evil.test/login">Log in</a></div>',
    );
    expect(html).toBe(
      '<div><a href="https://evil.test/login" target="_blank" rel="noopener noreferrer">Log in</a></div>',
    );
  });

  it('keeps the rich-text formats', () => {
    expect(sanitizeInstallmentHtml('<p class="sf-overlay sqsrte-small">Terms apply</p>')).toBe(
      '<p class="sqsrte-small">Terms apply</p>',
    );
  });

  it('the second look refuses a class the sanitiser should have removed', () => {
    expect(() =>
      assertInert(registerSanitised('<a class="sf-overlay" href="https://x.test/">x</a>')),
    ).toThrow('class outside the allow-list');
    expect(() => assertInert(registerSanitised('<p class="sqsrte-large">x</p>'))).not.toThrow();
  });
});

// Issue 48 item 5: the provider's modal HTML too long or too deep for a linear parse is refused
// before DOMPurify sees it; the pop-up then shows its fallback text and the refusal is logged.
// DOMPurify does not support happy-dom, so a stand-in (src/test/purify-stand-in.ts) stands in.
import DOMPurify from 'dompurify';
import { HttpResponse, http as mock } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createHttp } from '../platform/http.ts';
import { HtmlRefused, MAX_HTML_DEPTH, MAX_HTML_INPUT } from '../template/bounded-html.ts';
import { loadInstallmentModal, sanitizeInstallmentHtml } from './installment-modal.ts';

vi.mock('dompurify', async () => ({
  default: (await import('../../test/purify-stand-in.ts')).purifyStandIn(),
}));

const platform = setupMockPlatform();

describe('installment modal HTML over the parse caps', () => {
  it('within the caps, the HTML is sanitised', () => {
    expect(sanitizeInstallmentHtml('<h3>Pay later</h3>')).toBe('<h3>Pay later</h3>');
  });

  it.each([
    ['nested deeper than the cap', `${'<div>'.repeat(MAX_HTML_DEPTH + 1)}Pay later`],
    ['longer than the cap', `<h3>Pay later</h3>${' '.repeat(MAX_HTML_INPUT)}`],
  ])('HTML %s is refused before DOMPurify parses it', (_case, html) => {
    const purify = vi.spyOn(DOMPurify, 'sanitize');
    expect(() => sanitizeInstallmentHtml(html)).toThrow(HtmlRefused);
    expect(purify).not.toHaveBeenCalled();
  });

  it('the pop-up gets no HTML (it shows its fallback) and the console says why', async () => {
    platform.server.use(
      mock.get('*/installments/modal/:file', () => HttpResponse.text('<div>'.repeat(MAX_HTML_DEPTH * 4))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadInstallmentModal(createHttp(), '/installments/modal/en_US.html')).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toContain('installment provider modal could not be loaded');
    expect(String(warn.mock.calls[0]?.[1])).toContain(`more than ${MAX_HTML_DEPTH} elements deep`);
  });
});

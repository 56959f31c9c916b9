// DOMPurify itself is exercised in Chromium (demo/e2e/overlays.e2e.ts): it does not support
// happy-dom, which is exactly what the fail-closed check below is for.

import { HttpResponse, http as mock } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { registerSanitised } from '../contract/trusted-types.ts';
import { createHttp } from '../platform/http.ts';
import { assertInert, loadInstallmentModal } from './installment-modal.ts';

const platform = setupMockPlatform();
afterEach(() => vi.restoreAllMocks());

describe('assertInert', () => {
  it('accepts plain content, links and images', () => {
    expect(() =>
      assertInert(
        registerSanitised(
          '<h3>Pay later</h3><p><a href="https://example.com/terms" target="_blank">Terms</a><img src="data:image/png;base64,AA" alt=""></p>',
        ),
      ),
    ).not.toThrow();
  });

  it.each([
    ['<script>alert(1)</script>', '<script>'],
    ['<p><iframe src="https://x"></iframe></p>', '<iframe>'],
    ['<img src="x" onerror="alert(1)">', 'onerror='],
    ['<p style="position:fixed">x</p>', 'style='],
    ['<a href=" javascript:alert(1)">x</a>', 'unsafe URL in href'],
    ['<a href="data:text/html,x">x</a>', 'unsafe URL in href'],
    ['<a href="java&#9;script:alert(1)">x</a>', 'unsafe URL in href'],
    ['<a href="&#1;javascript:alert(1)">x</a>', 'unsafe URL in href'],
    ['<a href="javascript&#10;:alert(1)">x</a>', 'unsafe URL in href'],
    ['<img src="vbscript:msgbox(1)">', 'unsafe URL in src'],
    ['<form action="/x"><input></form>', '<form>'],
    ['<p data-storefront="button" data-href="/x">x</p>', 'data-storefront='],
    ['<div data-storefront-product="{}">x</div>', 'data-storefront-product='],
  ])('rejects %s', (html, problem) => {
    expect(() => assertInert(registerSanitised(html))).toThrow(problem);
  });
});

describe('loadInstallmentModal', () => {
  const http = createHttp();

  it('fails closed: when the sanitiser cannot make the HTML inert, nothing is shown and it is logged', async () => {
    // happy-dom is a DOM DOMPurify does not support: its output keeps the planted script.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await loadInstallmentModal(http, '/installments/modal/en_US.html')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers undefined and logs when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    platform.server.use(
      mock.get('*/installments/modal/:file', () => new HttpResponse(null, { status: 404 })),
    );
    expect(await loadInstallmentModal(http, '/installments/modal/en_GB.html')).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toContain('installment provider modal could not be loaded');
  });
});

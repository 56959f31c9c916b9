// Issue 48 item 11: a second DOMPurify instance asks Trusted Types for a second 'dompurify'
// policy, which the page refuses, and then sanitises everything to ''. The installment modal
// uses the page's one instance (the module's default), never DOMPurify(window).
import { describe, expect, it, vi } from 'vitest';

const { factory } = vi.hoisted(() => ({ factory: vi.fn() }));
vi.mock('dompurify', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: typeof import('dompurify').default }).default;
  // Calling the default export makes a new instance; count that, keep the instance's methods.
  const counted = Object.assign((...args: unknown[]) => {
    factory(...args);
    return (real as unknown as (...a: unknown[]) => unknown)(...args);
  }, real);
  return { default: counted };
});

const { sanitizeInstallmentHtml } = await import('./installment-modal.ts');

describe('installment modal sanitiser', () => {
  it('never makes a DOMPurify instance of its own, however many modals open', () => {
    for (let i = 0; i < 3; i++) {
      try {
        sanitizeInstallmentHtml('<p>Pay in 4</p>');
      } catch {
        // DOMPurify does not support happy-dom; only the instance count matters here.
      }
    }
    expect(factory).not.toHaveBeenCalled();
  });
});

// Issue 48 item 11: a second DOMPurify instance asks Trusted Types for a second 'dompurify'
// policy, which the page refuses, and then sanitises everything to ''. The installment modal
// uses the page's one instance (the module's default), never DOMPurify(window).
import DOMPurify from 'dompurify';
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

function sanitizeIgnoringHappyDom(html: string): void {
  try {
    sanitizeInstallmentHtml(html);
  } catch {
    // DOMPurify does not support happy-dom (assertInert may refuse its output); not the point here.
  }
}

describe('installment modal sanitiser', () => {
  it('never makes a DOMPurify instance of its own, however many modals open', () => {
    for (let i = 0; i < 3; i++) sanitizeIgnoringHappyDom('<p>Pay in 4</p>');
    expect(factory).not.toHaveBeenCalled();
  });

  it('takes its hooks off the shared instance after the call (the form sanitiser shares it)', () => {
    const added = vi.spyOn(DOMPurify, 'addHook');
    const removed = vi.spyOn(DOMPurify, 'removeHook');
    sanitizeIgnoringHappyDom('<p><a href="https://example.com/terms">Terms</a></p>');
    expect(added).toHaveBeenCalled();
    expect(removed.mock.calls).toEqual(added.mock.calls);
  });
});

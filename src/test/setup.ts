// Shared test setup: Testing Library cleanup, a clean cookie jar and no kept cart glance between tests. MSW is
// started per test file through `setupMockPlatform()` from mocks/node, so pure unit tests pay
// nothing for it.
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach } from 'vitest';
import { writeCartGlance } from '../core/contract/cart-glance.ts';

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  // A pill a test settled leaves its glance for the next page: no test's pill sees another's.
  writeCartGlance(undefined);
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('storefront.cart-glance-painted')];
});

// The storefront speaks to site owners through console lines that start with `[Storefront]`, and
// many tests provoke them on purpose (a failing platform, a misspelled attribute). Printed for
// every passing test they buried the one real failure in the log (issue 49 item 14). So a test's
// `[Storefront]` lines are kept and printed only if that test fails, under its name, where they
// explain the failure; a passing test's are dropped. Everything else (React's warnings, uncaught
// errors, any other console output) is printed as it comes, and lines logged outside a test (in
// beforeAll, at import) are printed too. A test that asserts a message spies on console as before:
// its spy sits above this filter and sees every call. STOREFRONT_TEST_LOG=all prints every line.
const PREFIX = '[Storefront]';
const METHODS = ['error', 'warn', 'info', 'log', 'debug'] as const;
type Method = (typeof METHODS)[number];
let kept: { method: Method; args: unknown[] }[] | undefined;
const printers = {} as Record<Method, (...args: unknown[]) => void>;
if (process.env.STOREFRONT_TEST_LOG !== 'all') {
  for (const method of METHODS) {
    const print = console[method].bind(console);
    printers[method] = print;
    console[method] = (...args: unknown[]) => {
      if (kept && typeof args[0] === 'string' && args[0].startsWith(PREFIX)) kept.push({ method, args });
      else print(...args);
    };
  }
  beforeEach(({ onTestFailed, onTestFinished }) => {
    const lines: { method: Method; args: unknown[] }[] = [];
    kept = lines;
    onTestFailed(() => {
      for (const { method, args } of lines) printers[method](...args);
    });
    onTestFinished(() => {
      if (kept === lines) kept = undefined;
    });
  });
}

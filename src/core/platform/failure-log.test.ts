// Failed platform calls are reported to the site owner once, from the one error mapping
// (toPlatformError): method, path, status and the shopper's words; repeats are only counted.
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { resolveStrings } from '../words/strings.ts';
import { defaultFormKitStrings } from '../words/strings-forms.ts';
import { addCartEntry, fetchCart } from './cart-api.ts';
import { resetFailureLog, toPlatformError } from './errors.ts';
import { fetchSubmissionKey, saveSubmission } from './forms-api.ts';
import { createHttp } from './http.ts';
import { startSubscription } from './subscription-api.ts';

const { server } = setupMockPlatform();
const strings = resolveStrings();
const mug = { itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1', quantity: 1 };
const ENTRIES = 'http://localhost:3000/api/commerce/shopping-cart/entries';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetFailureLog();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => resetFailureLog());

const lines = () => warn.mock.calls.map((call: unknown[]) => String(call[0]));
const client = () => createHttp({ apiRoot: '/api/' });
const failAdd = () => addCartEntry(client(), mug, strings).catch((error: unknown) => error);

describe('failed platform calls in the console', () => {
  it('logs method, path, status and what the shopper is shown', async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.json({ error: 'nope' }, { status: 429 })));
    await failAdd();
    expect(lines()).toEqual([
      '[Storefront] POST /api/commerce/shopping-cart/entries failed: HTTP 429; the shopper is shown "Please try again in a few seconds."',
    ]);
  });

  it("shows the server's own words for a client error", async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.json({ message: 'Only 1 left.' }, { status: 409 })));
    await failAdd();
    expect(lines()[0]).toContain('failed: HTTP 409; the shopper is shown "Only 1 left."');
  });

  it('names the call of a network failure', async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.error()));
    await failAdd();
    // Issue 49 item 2: a cart write that may have landed is not yet what the shopper sees; the
    // store reads the cart again and its own line says what they see (cart-reconcile.test.ts).
    expect(lines()).toEqual([
      '[Storefront] POST /api/commerce/shopping-cart/entries failed: network; its outcome is unknown, so the cart is read again to see whether the platform applied it',
    ]);
  });

  it("quotes the shopper's words for a network failure of a call that is not a cart write", async () => {
    server.use(
      http.post('http://localhost:3000/api/3/commerce/cart/subscription', () => HttpResponse.error()),
    );
    await startSubscription(client(), { itemId: 'i', sku: 's', qty: 1 }, strings).catch(() => {});
    expect(lines()).toEqual([
      '[Storefront] POST /api/3/commerce/cart/subscription failed: network; the shopper is shown "Please check your internet connection."',
    ]);
  });

  it('names the call and the problem of a response of the wrong shape', async () => {
    server.use(
      http.get('http://localhost:3000/api/commerce/shopping-cart', () =>
        HttpResponse.json({ entries: 'none' }),
      ),
    );
    await fetchCart(client(), strings).catch(() => {});
    expect(lines()).toEqual([
      '[Storefront] GET /api/commerce/shopping-cart failed: invalid-response (entries: expected array); the shopper is shown "Please try again."',
    ]);
  });

  it('logs once per failure even when a caller maps the mapped error again', async () => {
    server.use(
      http.post('http://localhost:3000/api/3/commerce/cart/subscription', () =>
        HttpResponse.json({ crumbFail: true }, { status: 403 }),
      ),
    );
    const error = await startSubscription(client(), { itemId: 'i', sku: 's', qty: 1 }, strings).catch(
      (caught: unknown) => caught,
    );
    await toPlatformError(error, strings);
    expect(lines()).toEqual([
      '[Storefront] POST /api/3/commerce/cart/subscription failed: HTTP 403; the shopper is shown "Your session has expired. Please reload the page and try again."',
    ]);
  });

  it('logs the same failing call once, then only at 10, 100… failures', async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.json({}, { status: 500 })));
    for (let attempt = 0; attempt < 12; attempt++) await failAdd();
    expect(lines()).toEqual([
      '[Storefront] POST /api/commerce/shopping-cart/entries failed: HTTP 500; its outcome is unknown, so the cart is read again to see whether the platform applied it',
      '[Storefront] POST /api/commerce/shopping-cart/entries failed 10 times: HTTP 500; its outcome is unknown, so the cart is read again to see whether the platform applied it',
    ]);
  });

  it('keeps a different status of the same call apart', async () => {
    server.use(http.post(ENTRIES, () => HttpResponse.json({}, { status: 500 })));
    await failAdd();
    server.use(http.post(ENTRIES, () => HttpResponse.json({}, { status: 502 })));
    await failAdd();
    expect(lines()).toHaveLength(2);
  });

  it("quotes a form's own words, not the shared ones (the form shows them)", async () => {
    server.use(
      http.post('http://localhost:3000/api/form/SaveFormSubmission', () =>
        HttpResponse.json({ message: 'Internal' }, { status: 500 }),
      ),
      http.post('http://localhost:3000/api/form/FormSubmissionKey', () =>
        HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const request = { formId: 'form-contact', form: {}, key: 'k' };
    const saved = await saveSubmission(client(), request, defaultFormKitStrings).catch(
      (error: Error) => error,
    );
    const keyed = await fetchSubmissionKey(client(), defaultFormKitStrings).catch((error: Error) => error);
    expect(lines()).toEqual([
      `[Storefront] POST /api/form/SaveFormSubmission failed: HTTP 500; the shopper is shown "${(saved as Error).message}"`,
      `[Storefront] POST /api/form/FormSubmissionKey failed: HTTP 401; the shopper is shown "${(keyed as Error).message}"`,
    ]);
    expect((saved as Error).message).toBe('Unable to send form. Please try again later.');
    expect((keyed as Error).message).toBe(defaultFormKitStrings.formErrorNoKey);
  });
});

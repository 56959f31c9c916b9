import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createHttp } from '../platform/http.ts';
import { resolveStrings } from '../words/strings.ts';
import { signUp } from './restock.ts';

const { model, server } = setupMockPlatform();
const strings = resolveStrings();
const payload = {
  isJoinMailingList: true,
  productId: 'site-us-thrown-vase',
  siteVisitorEmail: 'ada@example.com',
  variantId: 'site-us-thrown-vase-v1',
  recaptchaEnterpriseV3Token: null,
};

describe('restock sign-up command', () => {
  it('sends the payload and reports success; the platform keeps the sign-up', async () => {
    expect(await signUp(createHttp(), strings, payload)).toEqual({ status: 'signed-up' });
    expect(model.restock.shopperSignUps().at(-1)).toMatchObject({
      email: 'ada@example.com',
      isJoinMailingList: true,
    });
  });

  it.each([
    ['server-error', 'Unable to submit form. Please try again later.'],
    ['offline', 'Unable to submit form. Please try again later.'],
    ['rate-limit', 'Please try again in a few seconds.'],
    ['csrf-expired', 'Your session has expired. Please reload the page and try again.'],
  ] as const)('%s -> %s', async (scenario, message) => {
    model.scenario = scenario;
    expect(await signUp(createHttp(), strings, payload)).toEqual({ status: 'failed', message });
  });

  it("shows the server's own message for a refused sign-up", async () => {
    server.use(
      http.post('*/api/site-users/account/notifications/restock', () =>
        HttpResponse.json({ message: 'You are already on the list.' }, { status: 400 }),
      ),
    );
    expect(await signUp(createHttp(), strings, payload)).toEqual({
      status: 'failed',
      message: 'You are already on the list.',
    });
  });

  it('uses the form’s own fallback text when given one', async () => {
    model.scenario = 'server-error';
    expect(await signUp(createHttp(), strings, payload, 'Réessayez plus tard.')).toEqual({
      status: 'failed',
      message: 'Réessayez plus tard.',
    });
  });
});

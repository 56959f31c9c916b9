import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createServices } from '../../test/services.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { restockStrings } from '../words/strings-on-demand.ts';
import { type CallResult, type Commands, commands } from './commands.ts';
import type { Services } from './services.ts';

const { model, server } = setupMockPlatform();
const services = () => createServices(SiteContextSchema.parse({ website: { id: 'site-us' } }));
const SUBMIT_FAILED = restockStrings.restockSubmitFailed;
const signUp = (failureText: string = SUBMIT_FAILED) => services().restock.run(payload, failureText);
const save = (item: { itemId: string; sku?: string }) => services().wishlist.run(item, FAILED);
const FAILED = 'Unable to save to your wishlist. Please try again.';
const payload = {
  isJoinMailingList: true,
  productId: 'site-us-thrown-vase',
  siteVisitorEmail: 'ada@example.com',
  variantId: 'site-us-thrown-vase-v1',
  recaptchaEnterpriseV3Token: null,
};

describe('the commands manifest', () => {
  it('builds one services member per manifest line', () => {
    const built = services();
    for (const name of Object.keys(commands))
      expect(built[name as keyof Commands], name).toBeTypeOf('object');
    // The type side: each services member is exactly what its manifest line builds.
    expectTypeOf<Pick<Services, keyof typeof commands>>().toEqualTypeOf<Commands>();
    expectTypeOf<Services['restock']['run']>().returns.resolves.toEqualTypeOf<CallResult>();
  });
});

describe('restock sign-up command', () => {
  it('sends the payload and reports success; the platform keeps the sign-up', async () => {
    expect(await signUp()).toEqual({ status: 'done' });
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
    expect(await signUp()).toEqual({ status: 'failed', message });
  });

  it("shows the server's own message for a refused sign-up", async () => {
    server.use(
      http.post('*/api/site-users/account/notifications/restock', () =>
        HttpResponse.json({ message: 'You are already on the list.' }, { status: 400 }),
      ),
    );
    expect(await signUp()).toEqual({
      status: 'failed',
      message: 'You are already on the list.',
    });
  });

  it('uses the form’s own fallback text when given one', async () => {
    model.scenario = 'server-error';
    expect(await signUp('Réessayez plus tard.')).toEqual({
      status: 'failed',
      message: 'Réessayez plus tard.',
    });
  });
});

describe('wishlist command', () => {
  it('saves a known product', async () => {
    await expect(save({ itemId: 'site-us-stoneware-mug' })).resolves.toEqual({
      status: 'done',
    });
  });

  it('never rejects: a refusal or a server error gives the island its words', async () => {
    await expect(save({ itemId: 'no-such-product' })).resolves.toEqual({
      status: 'failed',
      message: FAILED,
    });
    model.scenario = 'offline';
    await expect(save({ itemId: 'site-us-stoneware-mug' })).resolves.toEqual({
      status: 'failed',
      message: FAILED,
    });
  });

  it('keeps the advice of an expired session', async () => {
    model.scenario = 'csrf-expired';
    const result = await save({ itemId: 'site-us-stoneware-mug' });
    expect(result).toMatchObject({ status: 'failed' });
    expect(result).not.toEqual({ status: 'failed', message: FAILED });
  });
});

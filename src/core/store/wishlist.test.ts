import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { createHttp } from '../platform/http.ts';
import { resolveStrings } from '../words/strings.ts';
import { save } from './wishlist.ts';

const { model } = setupMockPlatform();
const strings = resolveStrings();
const FAILED = 'Unable to save to your wishlist. Please try again.';

describe('wishlist command', () => {
  it('saves a known product', async () => {
    await expect(save(createHttp(), strings, { itemId: 'site-us-stoneware-mug' }, FAILED)).resolves.toEqual({
      status: 'saved',
    });
  });

  it('never rejects: a refusal or a server error gives the island its words', async () => {
    await expect(save(createHttp(), strings, { itemId: 'no-such-product' }, FAILED)).resolves.toEqual({
      status: 'failed',
      message: FAILED,
    });
    model.scenario = 'offline';
    await expect(save(createHttp(), strings, { itemId: 'site-us-stoneware-mug' }, FAILED)).resolves.toEqual({
      status: 'failed',
      message: FAILED,
    });
  });

  it('keeps the advice of an expired session', async () => {
    model.scenario = 'csrf-expired';
    const result = await save(createHttp(), strings, { itemId: 'site-us-stoneware-mug' }, FAILED);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result).not.toEqual({ status: 'failed', message: FAILED });
  });
});

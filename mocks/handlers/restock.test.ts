import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../node.ts';
import {
  BUSIEST_GROUP_SIGN_UPS,
  RESTOCK_GROUPS_PAGE_SIZE,
  RESTOCK_SIGN_UPS_PAGE_SIZE,
} from '../restock-book.ts';

const { model } = setupMockPlatform();
const base = 'http://localhost/api/site-users/account/notifications/restock';
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function allGroups() {
  const groups: { productId: string; variantId: string | null; count: number }[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await fetch(`${base}/groups${cursor ? `?cursor=${cursor}` : ''}`);
    const body = (await response.json()) as {
      signUpGroups: typeof groups;
      hasNextPage: boolean;
      nextPageCursor: string | null;
    };
    groups.push(...body.signUpGroups);
    cursor = body.hasNextPage ? body.nextPageCursor : null;
    pages += 1;
  } while (cursor);
  return { groups, pages };
}

describe('mock restock platform', () => {
  it('seeds thousands of sign-ups across many groups, served a page at a time', async () => {
    const { groups, pages } = await allGroups();
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(groups.length).toBeGreaterThan(2 * RESTOCK_GROUPS_PAGE_SIZE);
    expect(groups.reduce((sum, group) => sum + group.count, 0)).toBeGreaterThan(2000);
    expect(groups[0]).toMatchObject({
      productId: 'site-us-linen-tee',
      productName: 'Washed Linen Tee',
      variantName: 'S / Oat',
      count: BUSIEST_GROUP_SIGN_UPS,
    });
  });

  it('pages sign-ups of one group', async () => {
    const response = await fetch(
      `${base}?productId=site-us-linen-tee&variantId=site-us-linen-tee-v1&cursor=50`,
    );
    const body = (await response.json()) as {
      signUps: { siteVisitorEmail: string }[];
      hasNextPage: boolean;
      nextPageCursor: string;
    };
    expect(body.signUps).toHaveLength(RESTOCK_SIGN_UPS_PAGE_SIZE);
    expect(body).toMatchObject({ hasNextPage: true, nextPageCursor: '100' });
  });

  it('keeps a sign-up, then clears its group on send', async () => {
    const signUp = {
      productId: 'site-us-thrown-vase',
      variantId: 'site-us-thrown-vase-v1',
      siteVisitorEmail: 'ada@example.com',
      isJoinMailingList: false,
      recaptchaEnterpriseV3Token: null,
      language: 'fr',
    };
    expect((await post('', signUp)).status).toBe(200);
    // Newest first: the sign-up just made leads the list.
    expect(model.restockSignUps('site-us-thrown-vase', 'site-us-thrown-vase-v1')[0]).toMatchObject({
      email: 'ada@example.com',
      language: 'fr',
    });
    expect(
      (await post('/send', { productId: 'site-us-thrown-vase', variantId: 'site-us-thrown-vase-v1' })).status,
    ).toBe(200);
    expect(model.restockSignUps('site-us-thrown-vase', 'site-us-thrown-vase-v1')).toEqual([]);
    expect(model.restock.sentLog().at(-1)).toMatchObject({
      group: 'site-us-thrown-vase|site-us-thrown-vase-v1',
    });
  });

  it('send/all clears every requested group', async () => {
    const before = (await allGroups()).groups;
    const sendRequests = before.slice(0, 3).map(({ productId, variantId }) => ({ productId, variantId }));
    expect((await post('/send/all', { sendRequests })).status).toBe(200);
    expect((await allGroups()).groups).toHaveLength(before.length - 3);
  });

  it('refuses an invalid email or unknown product; applies the QA scenarios; owner calls 401 when signed out', async () => {
    expect((await post('', { productId: 'site-us-thrown-vase', siteVisitorEmail: 'nope' })).status).toBe(400);
    expect((await post('', { productId: 'nope', siteVisitorEmail: 'a@b.co' })).status).toBe(404);
    // The forms' rule holds for restock sign-ups too: example.org cannot receive mail.
    const refused = await post('', {
      productId: 'site-us-thrown-vase',
      siteVisitorEmail: 'Ada@Example.org ',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Addresses at example.org cannot receive mail.' });
    expect(model.restock.shopperSignUps()).toEqual([]);
    model.scenario = 'server-error';
    expect((await fetch(`${base}/groups`)).status).toBe(500);
    model.scenario = 'csrf-expired';
    expect(await (await post('/send', { productId: 'x' })).json()).toEqual({ crumbFail: true });
    model.scenario = 'owner-signed-out';
    expect((await fetch(`${base}/groups`)).status).toBe(401);
    expect((await post('/send/all', { sendRequests: [] })).status).toBe(401);
  });
});

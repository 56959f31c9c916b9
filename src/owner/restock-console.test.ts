import { describe, expect, it, vi } from 'vitest';
import { ownerRestockStrings } from '../core/words/strings-on-demand.ts';
import {
  createSignUpList,
  type RestockOwnerApi,
  SEND_ALL_BATCH_SIZE,
  sendBatches,
} from './restock-console.ts';
import type { GroupRef, Page, SignUpInput } from './restock-owner-api.ts';

describe('sendBatches', () => {
  it('sends one group on its own', () => {
    expect(sendBatches(['a'])).toEqual([['a']]);
  });

  it('sends several in batches of SEND_ALL_BATCH_SIZE, the last one shorter', () => {
    const groups = Array.from({ length: SEND_ALL_BATCH_SIZE * 2 + 3 }, (_, i) => `g${i}`);
    const batches = sendBatches(groups);
    expect(batches.map((batch) => batch.length)).toEqual([SEND_ALL_BATCH_SIZE, SEND_ALL_BATCH_SIZE, 3]);
    expect(batches.flat()).toEqual(groups);
  });

  it('sends two groups as one batch, not one by one', () => {
    expect(sendBatches(['a', 'b'])).toEqual([['a', 'b']]);
  });

  it('has nothing to send for no groups', () => {
    expect(sendBatches([])).toEqual([]);
  });
});

describe('createSignUpList', () => {
  const group = {
    key: 'p1|',
    productId: 'p1',
    variantId: null,
    productName: 'Wool Scarf',
    variantName: undefined,
    count: 3,
  };

  /** An owner api whose sign-up pages the test answers one at a time. */
  function heldApi() {
    const pending: { cursor: string | undefined; answer(page: Page<SignUpInput>): void }[] = [];
    const signUps = vi.fn(
      (_group: GroupRef, cursor?: string) =>
        new Promise<Page<SignUpInput>>((resolve) => pending.push({ cursor, answer: resolve })),
    );
    const api: RestockOwnerApi = {
      groups: vi.fn(),
      signUps,
      send: vi.fn(),
      sendAll: vi.fn(),
    };
    return { api, signUps, pending };
  }

  it('a closed list fetches no further page and drops the one in flight', async () => {
    const { api, signUps, pending } = heldApi();
    const list = createSignUpList(api, group, ownerRestockStrings);
    const loading = list.getState().loadAll();
    expect(list.getState().status).toBe('loading');
    list.getState().cancel();
    pending[0]?.answer({
      items: [{ id: 1, email: 'a@example.com' }],
      hasNextPage: true,
      nextPageCursor: '1',
    });
    await loading;
    expect(signUps).toHaveBeenCalledTimes(1);
    expect(list.getState()).toMatchObject({ items: [], status: 'idle', hasNextPage: true });
  });

  it('opened again after a close, it starts from the page it never got and holds no page twice', async () => {
    const { api, pending } = heldApi();
    const list = createSignUpList(api, group, ownerRestockStrings);
    const first = list.getState().loadAll();
    list.getState().cancel();
    const second = list.getState().loadAll();
    pending[0]?.answer({
      items: [{ id: 1, email: 'stale@example.com' }],
      hasNextPage: true,
      nextPageCursor: '1',
    });
    pending[1]?.answer({
      items: [{ id: 1, email: 'a@example.com' }],
      hasNextPage: false,
      nextPageCursor: undefined,
    });
    await Promise.all([first, second]);
    expect(pending.map((page) => page.cursor)).toEqual([undefined, undefined]);
    expect(list.getState().items.map((item) => item.email)).toEqual(['a@example.com']);
    expect(list.getState().status).toBe('done');
  });
});

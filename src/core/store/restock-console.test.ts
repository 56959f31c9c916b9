import { describe, expect, it } from 'vitest';
import { SEND_ALL_BATCH_SIZE, sendBatches } from './restock-console.ts';

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

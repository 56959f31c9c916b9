import { describe, expect, it, vi } from 'vitest';
import { commerceV2Twin, lazyV2Tracker } from './lazy-v2.ts';
import type { V2Tracker } from './v2-events.ts';

function fakeTracker(overrides: Partial<V2Tracker> = {}): V2Tracker {
  return {
    content: vi.fn(() => ({}) as ReturnType<V2Tracker['content']>),
    track: vi.fn(async () => {}),
    validate: vi.fn(async () => 'valid'),
    ...overrides,
  };
}

describe('lazyV2Tracker', () => {
  it('builds the tracker on first use, once', async () => {
    const tracker = fakeTracker();
    const create = vi.fn(() => tracker);
    const v2 = lazyV2Tracker(create);
    expect(create).not.toHaveBeenCalled();
    await v2.track({ schemaName: 'a' });
    await expect(v2.validate({ schemaName: 'b' })).resolves.toBe('valid');
    expect(create).toHaveBeenCalledOnce();
    expect(tracker.track).toHaveBeenCalledWith({ schemaName: 'a' });
  });

  it('never lets a failed send, validation or construction reach the caller', async () => {
    const failing = lazyV2Tracker(() =>
      fakeTracker({
        track: vi.fn(async () => Promise.reject(new Error('offline'))),
        validate: vi.fn(async () => Promise.reject(new Error('offline'))),
      }),
    );
    await expect(failing.track({ schemaName: 'a' })).resolves.toBeUndefined();
    await expect(failing.validate({ schemaName: 'a' })).resolves.toBeUndefined();
    const broken = lazyV2Tracker(() => {
      throw new Error('no identity');
    });
    await expect(broken.track({ schemaName: 'a' })).resolves.toBeUndefined();
  });
});

describe('commerceV2Twin', () => {
  it('names the item, else the cart, else the order as the object, and sends the data as fields', () => {
    const tracker = fakeTracker();
    const twin = commerceV2Twin(tracker, () => 'prod');
    twin('AddToCart', { itemId: 'i1', cartId: 'c1' });
    twin('ViewCart', { itemId: '', cartId: 'c1' });
    twin('Order', { order: { id: 'o1' } });
    twin('Other', { order: { id: 7 } });
    const objects = vi.mocked(tracker.track).mock.calls.map(([input]) => input.objectIdentifier);
    expect(objects).toEqual(['i1', 'c1', 'o1', undefined]);
    expect(vi.mocked(tracker.track).mock.calls[0]?.[0]).toEqual({
      schemaName: 'AddToCart',
      objectIdentifier: 'i1',
      fields: { itemId: 'i1', cartId: 'c1' },
    });
    expect(tracker.validate).not.toHaveBeenCalled();
  });

  it('validates each event too in the dev environment', () => {
    const tracker = fakeTracker();
    commerceV2Twin(tracker, () => 'dev')('AddToCart', { itemId: 'i1' });
    expect(tracker.validate).toHaveBeenCalledWith(expect.objectContaining({ schemaName: 'AddToCart' }));
  });
});

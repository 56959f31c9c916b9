import { describe, expect, it, vi } from 'vitest';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { confirmedOrder, recordOrderOnce, SENT_ORDERS_KEY, SENT_ORDERS_LIMIT } from './order.ts';

const order = {
  id: 'order-1001',
  grandTotalCents: 5450,
  shippingTotalCents: 500,
  taxTotalCents: 450,
  items: [{ sku: 'MUG-BLUE', productName: 'Stoneware Mug', quantity: 2, unitPriceCents: 2250 }],
};
const confirmed = SiteContextSchema.parse({ website: { id: 's' }, pageType: 202, order });

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe('order analytics, once per order', () => {
  it('reads the order of the order-confirmed page (202) only', () => {
    expect(confirmedOrder(confirmed)?.id).toBe('order-1001');
    expect(confirmedOrder(SiteContextSchema.parse({ pageType: 201, order }))).toBeUndefined();
  });

  it('a malformed order is dropped on its own; the rest of the context is kept', () => {
    const context = SiteContextSchema.parse({
      website: { id: 'site-9' },
      pageType: 202,
      order: { id: 42, items: 'x' },
    });
    expect(context.order).toBeUndefined();
    expect(context.website.id).toBe('site-9');
  });

  it('sends once and remembers the id, so a reload does not send again', () => {
    const storage = memoryStorage();
    const send = vi.fn();
    expect(recordOrderOnce({ context: confirmed, persist: true, send, storage })).toBe(true);
    expect(recordOrderOnce({ context: confirmed, persist: true, send, storage })).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ id: 'order-1001', grandTotalCents: 5450 });
    expect(JSON.parse(storage.getItem(SENT_ORDERS_KEY) ?? '')).toEqual(['order-1001']);
  });

  it(`keeps the newest ${SENT_ORDERS_LIMIT} ids`, () => {
    const storage = memoryStorage();
    storage.setItem(
      SENT_ORDERS_KEY,
      JSON.stringify(Array.from({ length: SENT_ORDERS_LIMIT }, (_, i) => `o${i}`)),
    );
    recordOrderOnce({ context: confirmed, persist: true, send: () => {}, storage });
    const kept = JSON.parse(storage.getItem(SENT_ORDERS_KEY) ?? '') as string[];
    expect(kept).toHaveLength(SENT_ORDERS_LIMIT);
    expect(kept.at(-1)).toBe('order-1001');
    expect(kept[0]).toBe('o1');
  });

  it('survives garbage in storage and a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(SENT_ORDERS_KEY, '{not json');
    const send = vi.fn();
    expect(recordOrderOnce({ context: confirmed, persist: true, send, storage })).toBe(true);
    const throwing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('full');
      },
    } as Storage;
    expect(recordOrderOnce({ context: confirmed, persist: true, send, storage: throwing })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('under a restrictive policy stores nothing and skips a reload or back/forward visit instead', () => {
    const storage = memoryStorage();
    const send = vi.fn();
    expect(
      recordOrderOnce({ context: confirmed, persist: false, send, storage, navigationType: 'navigate' }),
    ).toBe(true);
    expect(
      recordOrderOnce({ context: confirmed, persist: false, send, storage, navigationType: 'reload' }),
    ).toBe(false);
    expect(
      recordOrderOnce({ context: confirmed, persist: false, send, storage, navigationType: 'back_forward' }),
    ).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(storage.length).toBe(0);
  });

  it('sends nothing on other pages', () => {
    const send = vi.fn();
    const page = SiteContextSchema.parse({ pageType: 50 });
    expect(recordOrderOnce({ context: page, persist: true, send, storage: memoryStorage() })).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});

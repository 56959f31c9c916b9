import { describe, expect, it } from 'vitest';
import { CartSchema, describeSetAside, readCartEntry } from './cart-schema.ts';

const good = {
  id: 'e1',
  itemId: 'mug',
  chosenVariant: { sku: 'MUG-1', attributes: { Colour: 'Oat' } },
  quantity: 2,
  title: 'Mug',
  purchasePriceCents: 2600,
};
const cart = (entries: unknown[]) => ({ entries, subtotalCents: 9900, totalQuantity: 7 });

describe('cart schema, read per entry', () => {
  it.each([
    ['title: null', { title: null }],
    ['title: a number', { title: 5 }],
    ['purchasePriceCents: null', { purchasePriceCents: null }],
    ['chosenVariant: null', { chosenVariant: null }],
    ['chosenVariant.sku: null', { chosenVariant: { sku: null } }],
    ['chosenVariant.attributes: null', { chosenVariant: { sku: 'MUG-1', attributes: null } }],
    ['additionalFieldsFormId: 7', { additionalFieldsFormId: 7 }],
  ])('keeps an entry whose optional %s, without that field', (_name, drift) => {
    const read = readCartEntry({ ...good, ...drift });
    expect('entry' in read).toBe(true);
    if (!('entry' in read)) return;
    expect(read.entry.id).toBe('e1');
    expect(read.entry.quantity).toBe(2);
    for (const [key, value] of Object.entries(drift)) {
      if (value === null || typeof value !== 'object') expect(read.entry).not.toHaveProperty(key);
    }
  });

  it.each([
    ['no id', { id: undefined }, 'id'],
    ['an empty id', { id: '' }, 'id'],
    ['id: null', { id: null }, 'id'],
    ['no itemId', { itemId: undefined }, 'itemId'],
    ['quantity: null', { quantity: null }, 'quantity'],
    ['quantity: "2"', { quantity: '2' }, 'quantity'],
    ['quantity: 1.5', { quantity: 1.5 }, 'quantity'],
    ['quantity: 0', { quantity: 0 }, 'quantity'],
  ])('sets aside an entry with %s, keeping what names it', (_name, drift, field) => {
    const read = readCartEntry({ ...good, ...drift });
    expect('setAside' in read).toBe(true);
    if (!('setAside' in read)) return;
    expect(read.setAside.problem).toContain(field);
    expect(read.setAside.title).toBe('Mug');
  });

  it('sets aside what is not an object at all', () => {
    expect(readCartEntry(null)).toEqual({ setAside: { problem: 'not an object' } });
    expect(readCartEntry('e1')).toEqual({ setAside: { problem: 'not an object' } });
  });

  it('reads the rest of a cart beside a malformed entry and keeps the platform totals', () => {
    const parsed = CartSchema.parse(
      cart([good, { ...good, id: 'e2', title: null }, { id: 'e3', title: 'Gone', quantity: null }, 42]),
    );
    expect(parsed.entries.map((entry) => entry.id)).toEqual(['e1', 'e2']);
    expect(parsed.setAside).toEqual([
      { id: 'e3', title: 'Gone', problem: expect.stringContaining('quantity') },
      { problem: 'not an object' },
    ]);
    expect(parsed.totalQuantity).toBe(7);
    expect(parsed.subtotalCents).toBe(9900);
    expect(describeSetAside(parsed)).toMatch(/^2 of 4 cart entries set aside/);
  });

  it('a cart without set-aside entries has no setAside field, and no note', () => {
    const parsed = CartSchema.parse(cart([good]));
    expect(parsed).not.toHaveProperty('setAside');
    expect(describeSetAside(parsed)).toBe('');
  });

  it('still refuses a cart whose entries are not a list (unknown is not empty)', () => {
    expect(CartSchema.safeParse({ entries: 'none' }).success).toBe(false);
  });

  it('reads entries set aside by another tab back as set aside', () => {
    const parsed = CartSchema.parse({ ...cart([good]), setAside: [{ id: 'e9', problem: 'id missing' }] });
    expect(parsed.setAside).toEqual([{ id: 'e9', problem: 'id missing' }]);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'reads %s as an ordinary id, option name and form id',
    (key) => {
      const raw = JSON.parse(
        `{"id":"${key}","itemId":"${key}","quantity":1,"additionalFieldsFormId":"${key}","chosenVariant":{"sku":"S","attributes":{"${key}":"x"}}}`,
      );
      const read = readCartEntry(raw);
      expect('entry' in read && read.entry.id).toBe(key);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});

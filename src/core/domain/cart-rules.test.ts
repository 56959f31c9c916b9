import { describe, expect, it } from 'vitest';
import { cartPageStrings as strings } from '../words/strings-cart.ts';
import { isValidEntryQuantity, withQuantities } from './cart.ts';
import {
  checkMinimumOrder,
  entryFormAnswers,
  entryFormId,
  minimumOrderOf,
  variantText,
} from './cart-rules.ts';
import type { Cart } from './cart-schema.ts';
import { money } from './money.ts';

describe('minimum order', () => {
  it.each([
    [{ value: '50.00', currency: 'USD' }, 'USD', 5000],
    [{ value: '5000', currency: 'JPY' }, 'JPY', 5000],
    [{ value: '30' }, 'EUR', 3000],
    [{ value: '0.00', currency: 'USD' }, 'USD', undefined],
    [null, 'USD', undefined],
    [undefined, 'USD', undefined],
  ])('%o in %s -> %s minor units', (setting, currency, minor) => {
    expect(minimumOrderOf(setting, currency)?.minor).toBe(minor);
  });

  it('refuses checkout below the minimum with the minimum in the store currency', () => {
    const minimum = money(5000, 'USD');
    expect(checkMinimumOrder(4999, 'USD', minimum, strings)).toEqual({
      ok: false,
      message: 'To check out, your order subtotal must be $50.00 or more.',
    });
    expect(checkMinimumOrder(5000, 'USD', minimum, strings)).toEqual({ ok: true });
    expect(checkMinimumOrder(100, 'USD', undefined, strings)).toEqual({ ok: true });
    expect(checkMinimumOrder(0, 'JPY', money(5000, 'JPY'), strings, 'ja-JP')).toEqual({
      ok: false,
      message: 'To check out, your order subtotal must be ￥5,000 or more.',
    });
  });
});

describe('cart entries', () => {
  const cart: Cart = {
    entries: [
      {
        id: 'a',
        itemId: 'i',
        quantity: 1,
        purchasePriceCents: 2600,
        chosenVariant: { attributes: { Size: 'M' } },
      },
      { id: 'b', itemId: 'j', quantity: 2, purchasePriceCents: 1000 },
    ],
    totalQuantity: 3,
    subtotalCents: 4600,
    subtotal: { value: '46.00', currency: 'USD' },
  };

  it('applies quantities ahead of the platform, totals included', () => {
    const shown = withQuantities(cart, { a: 3, gone: 9 });
    expect(shown.entries.map((e) => e.quantity)).toEqual([3, 2]);
    expect([shown.totalQuantity, shown.subtotalCents, shown.subtotal?.value]).toEqual([5, 9800, '98.00']);
    expect(withQuantities(cart, {})).toBe(cart);
  });

  it('moves the grand total by as much as the subtotal, and adds none the platform did not send (issue 49 item 4)', () => {
    const withTotal = { ...cart, taxCents: 300, grandTotalCents: 4900 };
    expect(withQuantities(withTotal, { a: 3 }).grandTotalCents).toBe(4900 + 5200);
    expect('grandTotalCents' in withQuantities(cart, { a: 3 })).toBe(false);
  });

  it.each([
    [1, true],
    [9999, true],
    [0, false],
    [10000, false],
    [2.5, false],
    [Number.NaN, false],
  ])('quantity %s valid: %s', (quantity, valid) => {
    expect(isValidEntryQuantity(quantity)).toBe(valid);
  });

  it('describes the chosen variant', () => {
    expect(variantText(cart.entries[0] as Cart['entries'][number])).toBe('Size: M');
    const two = {
      chosenVariant: { attributes: { サイズ: 'M', カラー: '白' } },
    } as unknown as Cart['entries'][number];
    expect(variantText(two, 'ja')).toBe('サイズ: M、カラー: 白');
    expect(variantText(two, 'en')).toBe('サイズ: M, カラー: 白');
  });

  it.each([
    ['JSON list', JSON.stringify([{ label: 'Engraving', type: 'text', value: 'A.L.' }]), ['Engraving']],
    ['fields wrapper', { fields: [{ title: 'Date', type: 'date', values: { Month: '1' } }] }, ['Date']],
    ['label map', '{"Gift note":"Happy birthday"}', ['Gift note']],
    ['garbage', '{nope', []],
    ['nothing', null, []],
  ])('reads form answers from a %s', (_name, additionalFields, labels) => {
    const entry = { id: 'x', itemId: 'i', quantity: 1, additionalFields };
    expect(entryFormAnswers(entry).map((a) => a.label)).toEqual(labels);
  });
});

describe('custom form answers by field id', () => {
  const additionalFields = JSON.stringify({
    initials: 'AL',
    full: { First: 'Ada', Last: 'Lovelace' },
    note: '',
    tags: [],
    source: 'spring-campaign',
  });
  const entry = { id: 'x', itemId: 'i', quantity: 1, additionalFields };
  const fields = new Map([
    ['initials', { label: 'Initials', type: 'text' }],
    ['full', { label: 'Your name', type: 'name' }],
    ['note', { label: 'Note', type: 'textarea' }],
    ['source', { label: 'Source', type: 'hidden' }],
  ]);

  it('names each answer by its question and kind once the form is known', () => {
    expect(entryFormAnswers(entry, fields)).toEqual([
      { label: 'Initials', type: 'text', value: 'AL' },
      { label: 'Your name', type: 'name', values: { First: 'Ada', Last: 'Lovelace' } },
    ]);
  });

  it('shows the ids until then, leaving unanswered questions out', () => {
    expect(entryFormAnswers(entry).map((answer) => answer.label)).toEqual(['initials', 'full', 'source']);
  });
});

describe('entryFormId', () => {
  const entry = { id: 'e', itemId: 'i', quantity: 1 };

  it('is the form the entry names', () => {
    expect(entryFormId({ ...entry, additionalFieldsFormId: 'form-monogram' })).toBe('form-monogram');
  });

  it.each([undefined, null, '', '   '])('is undefined when the entry names no form (%j)', (formId) => {
    expect(entryFormId({ ...entry, additionalFieldsFormId: formId })).toBeUndefined();
  });
});

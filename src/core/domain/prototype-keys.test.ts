// Issue 26: a data key that is a prototype name ('__proto__', 'constructor', 'toString',
// 'hasOwnProperty') is just another key: as a form field id, a likert question, an option name,
// a variant attribute, an installment template value or a string key.
import { describe, expect, it } from 'vitest';
import { own, setOwn } from '../base/own.ts';
import { resolveStrings } from '../words/strings.ts';
import { product } from './buy-flow-fixtures.test-helper.ts';
import { field } from './forms/form-fixtures.test-helper.ts';
import type { FieldValue } from './forms/form-values.ts';
import { initialFormValues, serializeForm } from './forms/form-values.ts';
import { validateForm } from './forms/validation.ts';
import { installmentRegion } from './installments.ts';
import { matchingVariant, missingOptions, soldOutValues } from './variant-selection.ts';

const KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const;

describe.each(KEYS)('the data key %s', (key) => {
  it('is unknown to an empty record, and an own property once set', () => {
    const record: Record<string, string> = {};
    expect(own(record, key)).toBeUndefined();
    setOwn(record, key, 'x');
    expect(own(record, key)).toBe('x');
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse(`{"${key}":"x"}`));
  });

  it('works as an option name and a variant attribute', () => {
    const item = product({
      variantSpecs: [
        { attributes: JSON.parse(`{"${key}":"A"}`), stock: 0 },
        { attributes: JSON.parse(`{"${key}":"B"}`), stock: 3 },
      ],
    });
    expect(missingOptions(item, {})).toEqual([key]);
    const chosen: Record<string, string> = {};
    setOwn(chosen, key, 'B');
    expect(missingOptions(item, chosen)).toEqual([]);
    expect(matchingVariant(item, chosen)?.attributes).toEqual(JSON.parse(`{"${key}":"B"}`));
    expect([...soldOutValues(item, {}, key)]).toEqual(['A']);
  });

  it('works as a form field id and a likert question', () => {
    const definition = {
      id: 'f',
      name: 'F',
      submitButtonText: 'Send',
      submissionText: '',
      postSubmitHtml: undefined,
      redirectUrl: undefined,
      captcha: false,
      fields: [
        field({ id: key, type: 'text', label: 'Initials', required: true }),
        field({ id: 'survey', type: 'likert', questions: [{ title: key, required: true }] }),
      ],
    };
    const values: Record<string, FieldValue> = { ...initialFormValues(definition) };
    expect(Object.keys(validateForm(definition, values)).sort()).toEqual([key, 'survey'].sort());
    setOwn(values, key, 'ABC');
    setOwn(values, 'survey', JSON.parse(`{"${key}":"agree"}`));
    expect(validateForm(definition, values)).toEqual({});
    const sent = serializeForm(definition, values);
    expect(JSON.stringify(sent)).toBe(`{"${key}":"ABC","survey":{"${key}":"agree"}}`);
  });

  it('is an ordinary string key: overrides apply only to known keys', () => {
    const overridden = resolveStrings(JSON.parse(`{"${key}":"boom","addToCart":"Buy"}`));
    expect(overridden.addToCart).toBe('Buy');
    expect(Object.hasOwn(overridden, key)).toBe(false);
  });

  it('is no installment country', () => {
    expect(installmentRegion(key, 'en')).toBeUndefined();
    expect(installmentRegion(key.toUpperCase(), 'en')).toBeUndefined();
  });
});

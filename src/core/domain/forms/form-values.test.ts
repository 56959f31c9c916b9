import { describe, expect, it } from 'vitest';
import { everyKindForm, field } from './form-fixtures.test-helper.ts';
import { characterCount, initialFormValues, sanitizeText, serializeForm } from './form-values.ts';

describe('sanitizeText', () => {
  it('trims and strips control characters', () => {
    expect(sanitizeText('  he\u0000l\u0007lo\u007f\u009b \n')).toBe('hello');
    expect(sanitizeText('a\tb\nc')).toBe('abc');
  });

  it('keeps line breaks and tabs in multi-line text, normalising CRLF', () => {
    expect(sanitizeText(' line 1\r\nline\t2\u0000 ', true)).toBe('line 1\nline\t2');
  });
});

describe('characterCount', () => {
  it('counts code points', () => {
    expect([characterCount(''), characterCount('abc'), characterCount('a😀')]).toEqual([0, 3, 2]);
  });
});

describe('initialFormValues', () => {
  it('gives each kind its empty value, the hidden value, and skips sections', () => {
    const values = initialFormValues(everyKindForm());
    expect(values).toMatchObject({
      name: { First: '', Last: '' },
      email: '',
      topics: [],
      survey: { 'Easy to use': '', 'Would recommend': '' },
      phone: { Country: '', Areacode: '', Prefix: '', Line: '' },
      source: 'spring-campaign',
    });
    expect(values).not.toHaveProperty('intro');
  });
});

describe('serializeForm', () => {
  it('maps every field id to its sanitised value', () => {
    const form = everyKindForm();
    const values = {
      ...initialFormValues(form),
      name: { First: ' Ada ', Last: 'Lovelace\u0000' },
      email: ' ada@example.com ',
      message: ' Hello\r\nthere ',
      topics: ['Offers', 'Bogus', 'News'],
      survey: { 'Easy to use': '2', 'Would recommend': '' },
      time: { Hour: '9', Minute: '30', Ampm: 'AM' },
      source: 'tampered',
    };
    const out = serializeForm(form, values);
    expect(out).toMatchObject({
      name: { First: 'Ada', Last: 'Lovelace' },
      email: 'ada@example.com',
      message: 'Hello\nthere',
      subject: '',
      topics: ['News', 'Offers'],
      survey: { 'Easy to use': '2' },
      time: { Hour: '9', Minute: '30', Second: '', Ampm: 'AM' },
      source: 'spring-campaign',
    });
    expect(out).not.toHaveProperty('intro');
    expect(Object.keys(out)).toHaveLength(form.fields.length - 1);
  });

  it('treats a value of the wrong shape as empty', () => {
    const form = {
      ...everyKindForm(),
      fields: [field({ id: 'a', type: 'name' }), field({ id: 'b', type: 'text' })],
    };
    expect(serializeForm(form, { a: 'oops', b: ['x'] })).toEqual({ a: { First: '', Last: '' }, b: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { FIELD_KINDS, FIELD_PARTS, LIKERT_SCALE } from './constants.ts';
import { EVERY_KIND_FORM, everyKindForm } from './form-fixtures.test-helper.ts';
import { parseFormDefinition } from './form-schema.ts';

describe('parseFormDefinition', () => {
  it('reads every field kind with its options, limit, questions and hidden value', () => {
    const form = everyKindForm();
    expect(form).toMatchObject({
      id: 'form-1',
      name: 'Contact',
      submitButtonText: 'Send',
      submissionText: 'Thank you!',
      captcha: false,
      postSubmitHtml: undefined,
      redirectUrl: undefined,
    });
    expect(form.fields.map((f) => f.type)).toEqual(EVERY_KIND_FORM.fields.map((f) => f.type));
    const byId = Object.fromEntries(form.fields.map((f) => [f.id, f]));
    expect(byId.message).toMatchObject({ maxLength: 20, description: 'Keep it short', required: false });
    expect(byId.subject?.placeholder).toBe('What is it about?');
    expect(byId.topics?.options).toEqual(['News', 'Offers']);
    expect(byId.survey?.questions).toEqual([
      { title: 'Easy to use', required: true },
      { title: 'Would recommend', required: false },
    ]);
    expect(byId.source?.value).toBe('spring-campaign');
  });

  it('covers the spec field kinds, parts and likert scale', () => {
    expect(FIELD_KINDS).toEqual(
      expect.arrayContaining(['address', 'checkbox', 'date', 'hidden', 'likert', 'name', 'phone']),
    );
    expect(FIELD_KINDS).toEqual(expect.arrayContaining(['radio', 'select', 'time', 'text', 'section']));
    expect(FIELD_PARTS).toEqual({
      address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
      date: ['Month', 'Day', 'Year'],
      name: ['First', 'Last'],
      phone: ['Country', 'Areacode', 'Prefix', 'Line'],
      time: ['Hour', 'Minute', 'Second', 'Ampm'],
    });
    expect(LIKERT_SCALE.map((a) => a.value)).toEqual(['-2', '-1', '0', '1', '2']);
  });

  it('defaults: type text, empty label, not required, captcha off', () => {
    const reading = parseFormDefinition({ id: 'f', fields: [{ id: 'a' }] });
    expect(reading).toMatchObject({
      ok: true,
      problems: [],
      definition: { captcha: false, fields: [{ id: 'a', type: 'text', label: '', required: false }] },
    });
  });

  it('a required likert question list follows the field when questions are plain titles', () => {
    const reading = parseFormDefinition({
      id: 'f',
      fields: [{ id: 's', type: 'likert', required: true, questions: ['Q1'] }],
    });
    expect(reading.ok && reading.definition.fields[0]?.questions).toEqual([{ title: 'Q1', required: true }]);
  });

  it('shows an unknown kind as text with a problem, not a crash', () => {
    const reading = parseFormDefinition({ id: 'f', fields: [{ id: 'x', type: 'signature', label: 'Sign' }] });
    expect(reading).toMatchObject({
      ok: true,
      problems: ['form field "x": unknown type "signature", shown as text'],
      definition: { fields: [{ id: 'x', type: 'text', label: 'Sign' }] },
    });
  });

  it('drops a broken field and a repeated id, naming them, and keeps the rest', () => {
    const reading = parseFormDefinition({
      id: 'f',
      fields: [{ label: 'no id' }, { id: 'a' }, { id: 'a', type: 'email' }, { id: 'b', options: 'x' }],
    });
    expect(reading.ok && reading.definition.fields.map((f) => f.id)).toEqual(['a']);
    expect(reading.ok && reading.problems).toEqual([
      expect.stringMatching(/^form field 0 dropped: id: /),
      'form field "a" dropped: the id is used twice',
      expect.stringMatching(/^form field 3 dropped: options: /),
    ]);
  });

  it('ignores maxLength outside textareas', () => {
    const reading = parseFormDefinition({ id: 'f', fields: [{ id: 'a', maxLength: 5 }] });
    expect(reading.ok && reading.definition.fields[0]?.maxLength).toBeUndefined();
  });

  it.each([
    ['no id', { fields: [] }],
    ['fields not a list', { id: 'f', fields: {} }],
    ['not an object', 'form'],
  ])('refuses a definition with %s', (_name, input) => {
    expect(parseFormDefinition(input)).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^form definition: /),
    });
  });
});

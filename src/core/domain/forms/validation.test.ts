import { describe, expect, it } from 'vitest';
import { formStrings } from '../../words/strings-forms.ts';
import { FIELD_PARTS, type FieldKind } from './constants.ts';
import { everyKindForm, field } from './form-fixtures.test-helper.ts';
import { initialFormValues } from './form-values.ts';
import { validateCaptcha, validateField, validateForm, validateRestockEmail } from './validation.ts';

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format name@example.com.';

describe('catalogue', () => {
  it('has the spec strings', () => {
    expect(formStrings).toMatchObject({
      formRequired: 'Required',
      formSurveyInvalid: 'Survey is not valid. Missing a required question.',
      formCharacterLimit: 'You have exceeded the character limit.',
      formEmailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
      formCaptchaRequired: 'Complete CAPTCHA before submitting.',
      formSubmit: 'Submit',
      formSubmitting: 'Submitting…',
      formSaving: 'Saving…',
      formNoticeScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
      formNoticeScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
      restockEmailBlank: 'Email cannot be blank',
      restockEmailInvalid: 'Email is invalid',
    });
  });
});

describe('required fields', () => {
  it.each<[FieldKind, unknown]>([
    ['text', ''],
    ['text', '   '],
    ['select', ''],
    ['radio', ''],
    ['checkbox', []],
    ['textarea', ' \n '],
    ['email', ''],
  ])('an empty required %s says Required', (type, value) => {
    expect(validateField(field({ id: 'f', type, required: true }), value as string)).toBe('Required');
  });

  it.each(Object.keys(FIELD_PARTS) as (keyof typeof FIELD_PARTS)[])(
    'a required %s with every part empty says Required; one part filled passes',
    (type) => {
      const f = field({ id: 'f', type, required: true });
      const parts = FIELD_PARTS[type];
      const empty = Object.fromEntries(parts.map((p) => [p, ' ']));
      expect(validateField(f, empty)).toBe('Required');
      expect(validateField(f, {})).toBe('Required');
      expect(validateField(f, { ...empty, [parts[0]]: 'x' })).toBeUndefined();
    },
  );

  it.each<[FieldKind, unknown]>([
    ['text', 'x'],
    ['select', 'M'],
    ['radio', 'Red'],
    ['checkbox', ['News']],
    ['textarea', 'hi'],
  ])('a filled required %s passes', (type, value) => {
    expect(validateField(field({ id: 'f', type, required: true }), value as string)).toBeUndefined();
  });

  it('empty optional fields pass', () => {
    const form = everyKindForm();
    const optional = { ...form, fields: form.fields.map((f) => ({ ...f, required: false })) };
    const values = initialFormValues(optional);
    expect(
      validateForm({ ...optional, fields: optional.fields.filter((f) => f.type !== 'likert') }, values),
    ).toEqual({});
  });
});

describe('likert', () => {
  const survey = field({
    id: 's',
    type: 'likert',
    questions: [
      { title: 'Q1', required: true },
      { title: 'Q2', required: false },
    ],
  });
  it('a required question without an answer makes the survey invalid', () => {
    expect(validateField(survey, { Q1: '', Q2: '2' })).toBe(
      'Survey is not valid. Missing a required question.',
    );
    expect(validateField(survey, {})).toBe('Survey is not valid. Missing a required question.');
  });
  it('optional questions may stay unanswered; -2 is an answer', () => {
    expect(validateField(survey, { Q1: '-2', Q2: '' })).toBeUndefined();
  });
});

describe('textarea limit', () => {
  const textarea = field({ id: 't', type: 'textarea', maxLength: 5 });
  it('passes at the limit and fails one over', () => {
    expect(validateField(textarea, '12345')).toBeUndefined();
    expect(validateField(textarea, '123456')).toBe('You have exceeded the character limit.');
  });
  it('an empty optional textarea passes', () => {
    expect(validateField(textarea, '')).toBeUndefined();
  });
});

describe('email', () => {
  const optional = field({ id: 'e', type: 'email' });
  it('an empty optional email passes', () => {
    expect(validateField(optional, '')).toBeUndefined();
  });
  it.each(['name', 'name@example', 'a@', `${'a'.repeat(245)}@example.com`])('%j is not valid', (text) => {
    expect(validateField(optional, text)).toBe(EMAIL_MESSAGE);
  });
  it('checks a required email too', () => {
    expect(validateField({ ...optional, required: true }, 'nope')).toBe(EMAIL_MESSAGE);
    expect(validateField({ ...optional, required: true }, ' ada@example.com ')).toBeUndefined();
  });
  it('the example address comes from the catalogue', () => {
    const strings = { ...formStrings, formEmailExample: 'jo@shop.test' };
    expect(validateField(optional, 'x', strings)).toBe(
      'Email is not valid. Email addresses should follow the format jo@shop.test.',
    );
  });
});

describe('always valid', () => {
  it('sections and hidden fields', () => {
    expect(validateField(field({ id: 's', type: 'section', required: true }), undefined)).toBeUndefined();
    expect(validateField(field({ id: 'h', type: 'hidden', required: true }), '')).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('lists every invalid field in order', () => {
    const form = everyKindForm();
    expect(validateForm(form, { ...initialFormValues(form), message: 'x'.repeat(21) })).toEqual({
      name: 'Required',
      email: 'Required',
      message: 'You have exceeded the character limit.',
      survey: 'Survey is not valid. Missing a required question.',
    });
  });
});

describe('captcha', () => {
  it('needs a token', () => {
    expect(validateCaptcha(undefined)).toBe('Complete CAPTCHA before submitting.');
    expect(validateCaptcha('')).toBe('Complete CAPTCHA before submitting.');
    expect(validateCaptcha('token')).toBeUndefined();
  });
});

describe('restock email', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['   ', 'Email cannot be blank'],
    ['nope', 'Email is invalid'],
    ['a@b', 'Email is invalid'],
    [' ada@example.com ', undefined],
  ])('%j -> %s', (text, expected) => {
    expect(validateRestockEmail(text)).toBe(expected);
  });
});

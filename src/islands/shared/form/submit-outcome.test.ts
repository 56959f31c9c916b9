import { describe, expect, it } from 'vitest';
import { defaultFormKitStrings as strings } from '../../../core/words/strings-forms.ts';
import { definition } from './form.test-helper.ts';
import { clientErrors, failureShown, firstProblem } from './submit-outcome.ts';

const CONTACT = definition({
  id: 'contact',
  fields: [
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'message', type: 'textarea', label: 'Message', required: true },
  ],
});
const known = (id: string) => id === 'email' || id === 'message';

describe('failureShown', () => {
  it('puts server messages beside their fields, with no words for the form', () => {
    expect(failureShown({ fieldErrors: { email: 'Taken' }, message: 'Nope' }, known)).toEqual({
      fieldErrors: { email: 'Taken' },
      message: undefined,
    });
  });

  it('speaks for a message whose field the form does not have, keeping the ones it does', () => {
    const invalid = strings.formErrorInvalidFields;
    expect(
      failureShown({ fieldErrors: { email: 'Taken', coupon: 'Expired' }, message: invalid }, known),
    ).toEqual({
      fieldErrors: { email: 'Taken' },
      message: invalid,
    });
    expect(failureShown({ fieldErrors: { coupon: 'Expired' }, message: 'Coupon expired' }, known)).toEqual({
      fieldErrors: {},
      message: 'Coupon expired',
    });
  });

  it("uses the outcome's words when no field is named", () => {
    expect(failureShown({ message: 'Too many tries' }, known)).toEqual({
      fieldErrors: {},
      message: 'Too many tries',
    });
    expect(failureShown({ fieldErrors: {}, message: 'Too many tries' }, known).message).toBe(
      'Too many tries',
    );
  });
});

describe('clientErrors', () => {
  it("uses the kit's rules without a check of the caller's", () => {
    expect(Object.keys(clientErrors(CONTACT, { email: '', message: 'Hi' }, strings, undefined))).toEqual([
      'email',
    ]);
  });

  it("asks the caller's check for every field, keeping only its messages", () => {
    const check = (field: { id: string }) => (field.id === 'message' ? 'Say more' : undefined);
    expect(clientErrors(CONTACT, { email: '', message: '' }, strings, check)).toEqual({
      message: 'Say more',
    });
  });
});

describe('firstProblem', () => {
  it("names the first field in the form's order, not the errors' order", () => {
    expect(firstProblem(CONTACT.fields, { message: 'Required', email: 'Invalid' })).toBe('Email: Invalid');
    expect(firstProblem(CONTACT.fields, {})).toBeUndefined();
  });
});

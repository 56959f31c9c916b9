import { describe, expect, it } from 'vitest';
import { PlatformError } from '../platform/platform-error.ts';
import { formStrings } from '../words/strings-forms.ts';
import { type FailureContext, failureWords, isUnauthorized } from './failure-words.ts';

const TRY_AGAIN = 'Please try again.';
const refused409 = new PlatformError('http', TRY_AGAIN, 409, 'Sorry, out.');
const notFound = new PlatformError('http', TRY_AGAIN, 404);
const server500 = new PlatformError('http', TRY_AGAIN, 500, 'Internal Server Error');
const limited = new PlatformError('rate-limit', 'Please try again in a few seconds.', 429, 'Too Many');
const expired = new PlatformError(
  'csrf',
  'Your session has expired. Please reload the page and try again.',
  403,
);
const offline = new PlatformError('network', 'Please check your internet connection.');
const forbidden = new PlatformError('http', TRY_AGAIN, 403);
const badAnswer = new PlatformError('invalid-response', TRY_AGAIN);
const bug = new TypeError('x is undefined');

const cart: FailureContext = { doing: 'cart', unexpected: TRY_AGAIN };
const titled: FailureContext = { doing: 'cart', unexpected: TRY_AGAIN, title: 'Unable to open form.' };
// A save whose refusals speak to the visitor (restock), and one that keeps its own words (wishlist).
const restock: FailureContext = { doing: 'save', fallback: 'Unable to submit form.', refusalWords: true };
const wishlist: FailureContext = { doing: 'save', fallback: 'Could not save.' };
const owner: FailureContext = { doing: 'owner-console', notAuthorized: 'Sign in.', unexpected: TRY_AGAIN };
const openForm: FailureContext = { doing: 'open-form', unableToOpen: 'Unable to open form.' };
const form = (fieldErrors = false, serverText?: string): FailureContext => ({
  doing: 'form',
  words: formStrings,
  fieldErrors,
  serverText,
});

describe('failureWords', () => {
  it.each([
    ['cart: a refusal in the server words', refused409, cart, 'Sorry, out.'],
    ['cart: a 404 without words', notFound, cart, TRY_AGAIN],
    ['cart: a 500 hides the server text', server500, cart, TRY_AGAIN],
    ['cart: 429 advice', limited, cart, limited.message],
    ['cart: an expired session', expired, cart, expired.message],
    ['cart: offline', offline, cart, offline.message],
    ['cart: a fault of ours', bug, cart, TRY_AGAIN],
    [
      'cart: words that repeat the title say what to do',
      new PlatformError('http', 'Unable to open form.', 404),
      titled,
      TRY_AGAIN,
    ],
    ['cart: other words under a title stay', offline, titled, offline.message],
    ['restock: a refusal in the server words', refused409, restock, 'Sorry, out.'],
    ['restock: a 500 gets the form words', server500, restock, 'Unable to submit form.'],
    ['restock: offline gets the form words', offline, restock, 'Unable to submit form.'],
    ['restock: 429 advice', limited, restock, limited.message],
    ['restock: an expired session', expired, restock, expired.message],
    ['wishlist: a refusal gets the island words', refused409, wishlist, 'Could not save.'],
    ['wishlist: 429 advice', limited, wishlist, limited.message],
    ['wishlist: a fault of ours', bug, wishlist, 'Could not save.'],
    ['owner: 403 says sign in', forbidden, owner, 'Sign in.'],
    ['owner: an expired session is not a permission', expired, owner, expired.message],
    ['owner: a 500', server500, owner, TRY_AGAIN],
    ['open form: a 404 cannot open it', notFound, openForm, 'Unable to open form.'],
    ['open form: a bad answer cannot open it', badAnswer, openForm, 'Unable to open form.'],
    ['open form: offline keeps its advice', offline, openForm, offline.message],
    ['form: 401', new PlatformError('http', TRY_AGAIN, 401), form(), formStrings.formUnauthorized],
    ['form: 404', notFound, form(), formStrings.formNotConfigured],
    ['form: 429', limited, form(), formStrings.formRateLimited],
    ['form: 5xx', server500, form(), formStrings.formSendFailed],
    ['form: a bad answer', badAnswer, form(), formStrings.formErrorProcessing],
    ['form: offline', offline, form(), offline.message],
    [
      'form: fields',
      new PlatformError('http', TRY_AGAIN, 400),
      form(true),
      formStrings.formErrorInvalidFields,
    ],
    ['form: the server text', new PlatformError('http', TRY_AGAIN, 400), form(false, 'Closed.'), 'Closed.'],
    [
      'form: no words at all',
      new PlatformError('http', TRY_AGAIN, 400),
      form(),
      formStrings.formErrorUnknown,
    ],
    ['form: a fault of ours', bug, form(), formStrings.formErrorUnknown],
  ])('%s', (_name, error, context, expected) => {
    expect(failureWords(error, context)).toBe(expected);
  });

  it('tells a missing permission from an expired session', () => {
    expect([forbidden, expired, server500].map(isUnauthorized)).toEqual([true, false, false]);
  });
});

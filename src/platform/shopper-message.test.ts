import { describe, expect, it } from 'vitest';
import { PlatformError } from './errors.ts';
import { shopperMessage } from './shopper-message.ts';

describe('shopperMessage', () => {
  it.each([
    ['409 with a message', new PlatformError('http', 'Please try again.', 409, 'Sorry, out.'), 'Sorry, out.'],
    ['404 without one', new PlatformError('http', 'Please try again.', 404), 'Please try again.'],
    [
      '500 hides the server text',
      new PlatformError('http', 'Please try again.', 500, 'Internal Server Error'),
      'Please try again.',
    ],
    [
      '429',
      new PlatformError('rate-limit', 'Please try again in a few seconds.', 429, 'Too Many'),
      'Please try again in a few seconds.',
    ],
    [
      'csrf',
      new PlatformError('csrf', 'Your session has expired. Please reload the page and try again.', 403),
      'Your session has expired. Please reload the page and try again.',
    ],
    [
      'offline',
      new PlatformError('network', 'Please check your internet connection.'),
      'Please check your internet connection.',
    ],
  ])('%s', (_name, error, expected) => {
    expect(shopperMessage(error)).toBe(expected);
  });
});

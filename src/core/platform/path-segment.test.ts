import { describe, expect, it, vi } from 'vitest';
import { defaultStrings } from '../words/strings.ts';
import { removeCartEntry } from './cart-api.ts';
import { PlatformError } from './errors.ts';
import { createHttp } from './http.ts';
import { pathSegment } from './path-segment.ts';

describe('pathSegment', () => {
  it.each([
    ['abc-123', 'abc-123'],
    ['a/b', 'a%2Fb'],
    ['a?b#c', 'a%3Fb%23c'],
    ['...', '...'],
    ['%2e%2e', '%252e%252e'],
  ])('keeps %j one segment: %j', (id, expected) => {
    expect(pathSegment(id)).toBe(expected);
    // Read by the URL parser, the segment stays where it was put.
    expect(new URL(`https://shop.example/api/entries/${pathSegment(id)}`).pathname).toBe(
      `/api/entries/${expected}`,
    );
  });

  it.each(['.', '..', ''])('refuses %j, which the URL parser would read as a move up the path', (id) => {
    expect(() => pathSegment(id)).toThrow('cannot be an id');
  });
});

describe('a cart entry id of ".."', () => {
  it('sends nothing (it would have been DELETE /api/commerce/shopping-cart/)', async () => {
    const sent: string[] = [];
    const fetch = (async (input: RequestInfo | URL) => {
      sent.push(new Request(input).url);
      return new Response('{}');
    }) as typeof globalThis.fetch;
    // Refused like any failed call: the spec's error for the shopper, a console line for the owner.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(removeCartEntry(createHttp({ fetch }), '..', defaultStrings)).rejects.toBeInstanceOf(
      PlatformError,
    );
    expect(sent).toEqual([]);
  });
});

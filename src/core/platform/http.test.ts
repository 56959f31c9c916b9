// Issue 33 item 7: the CSRF crumb goes with a write only to the page's own origin (or an origin
// the context lists in crumbOrigins), whatever apiRoot the page context names.
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../domain/cookies.ts';
import { createHttp } from './http.ts';

function recordingFetch() {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

afterEach(() => {
  Cookies.remove(CSRF_COOKIE);
});

describe('the CSRF crumb', () => {
  it('goes with a write to the page origin', async () => {
    Cookies.set(CSRF_COOKIE, 'crumb-1');
    const { sent, fetch } = recordingFetch();
    await createHttp({ apiRoot: '/api/', fetch }).post('commerce/shopping-cart/entries', { json: {} });
    expect(sent[0]?.headers.get('X-CSRF-Token')).toBe('crumb-1');
  });

  it('never goes to another origin the context names as apiRoot', async () => {
    Cookies.set(CSRF_COOKIE, 'crumb-1');
    const { sent, fetch } = recordingFetch();
    await createHttp({ apiRoot: 'https://attacker.example/api/', fetch }).post(
      'commerce/shopping-cart/entries',
      {
        json: {},
      },
    );
    expect(sent[0]?.url).toBe('https://attacker.example/api/commerce/shopping-cart/entries');
    expect(sent[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('goes to another origin only when the context lists it, and to no other', async () => {
    Cookies.set(CSRF_COOKIE, 'crumb-1');
    const { sent, fetch } = recordingFetch();
    const crumbOrigins = ['https://api.shop.example/', 'not a url'];
    await createHttp({ apiRoot: 'https://api.shop.example/api/', crumbOrigins, fetch }).post(
      'commerce/shopping-cart/entries',
      { json: {} },
    );
    await createHttp({ apiRoot: 'https://api.shop.example.evil/api/', crumbOrigins, fetch }).post(
      'commerce/shopping-cart/entries',
      { json: {} },
    );
    expect(sent.map((request) => request.headers.get('X-CSRF-Token'))).toEqual(['crumb-1', null]);
  });
});

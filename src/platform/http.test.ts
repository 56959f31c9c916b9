// Issue 33 item 7: the CSRF crumb goes with a write only to the page's own origin, whatever
// apiRoot the page context names.
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
});

// How analytics reaches the platform: form posts and JSON posts through fetch with a timeout,
// and beacons (with a keepalive fetch fallback) for data sent while the page goes away.
// Separate from the shared ky instance: these calls have no retries and must never surface errors.
// Every call made while the page is hidden or being left is a keepalive one (leaving.ts).
import { resolveApiRoot } from '../platform/http.ts';
import { ANALYTICS_REQUEST_TIMEOUT_MS } from './constants.ts';
import { pageIsLeaving } from './leaving.ts';

export type BeaconSender = (url: string, data: Blob) => boolean;

export interface Transport {
  /** Absolute API root ending in "/", e.g. "https://shop.example/api/". */
  readonly apiRoot: string;
  /** Page origin with a trailing "/", for calls outside the API root. */
  readonly origin: string;
  readonly fetch: typeof fetch;
  readonly beacon: BeaconSender | undefined;
}

interface TransportOptions {
  readonly apiRoot?: string | undefined;
  readonly fetch?: typeof fetch | undefined;
  readonly beacon?: BeaconSender | null | undefined;
}

export function createTransport(options: TransportOptions = {}): Transport {
  const apiRoot = resolveApiRoot(options.apiRoot);
  const defaultBeacon: BeaconSender | undefined =
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url, data) => navigator.sendBeacon(url, data)
      : undefined;
  return {
    apiRoot,
    origin: new URL('/', apiRoot).href,
    // Looked up at call time so test doubles (MSW) that patch fetch later still see the calls.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    beacon: options.beacon === null ? undefined : (options.beacon ?? defaultBeacon),
  };
}

export interface PostOptions {
  readonly timeoutMs?: number;
  readonly headers?: Record<string, string>;
  readonly keepalive?: boolean;
}

async function post(
  transport: Transport,
  url: string,
  body: BodyInit,
  options: PostOptions,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? ANALYTICS_REQUEST_TIMEOUT_MS);
  try {
    return await transport.fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: controller.signal,
      ...(options.headers ? { headers: options.headers } : {}),
      // A page hidden or being left may be gone a moment later (closed, discarded): its calls
      // outlive it.
      ...(options.keepalive || pageIsLeaving() ? { keepalive: true } : {}),
    });
  } finally {
    clearTimeout(timer);
  }
}

export function apiUrl(transport: Transport, path: string): string {
  return new URL(path, transport.apiRoot).href;
}

/** Form-encoded POST (census hits, legacy events). */
export function postForm(
  transport: Transport,
  url: string,
  fields: Record<string, string>,
  options: PostOptions = {},
): Promise<Response> {
  return post(transport, url, new URLSearchParams(fields), options);
}

export function postJson(
  transport: Transport,
  url: string,
  body: unknown,
  options: PostOptions = {},
): Promise<Response> {
  return post(transport, url, JSON.stringify(body), {
    ...options,
    headers: { 'Content-Type': 'application/json', ...options.headers },
  });
}

/**
 * Sends JSON by beacon, which survives the page being closed; if the browser has no beacon or
 * refuses it (queue full), falls back to a keepalive fetch, which also outlives the page.
 */
export async function sendBeaconJson(
  transport: Transport,
  url: string,
  body: unknown,
): Promise<'beacon' | 'fetch'> {
  const text = JSON.stringify(body);
  let queued = false;
  try {
    queued = transport.beacon?.(url, new Blob([text], { type: 'application/json' })) ?? false;
  } catch {
    queued = false;
  }
  if (queued) return 'beacon';
  await post(transport, url, text, { keepalive: true, headers: { 'Content-Type': 'application/json' } });
  return 'fetch';
}

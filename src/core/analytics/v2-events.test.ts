import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { createTransport } from './transport.ts';
import { createV2Tracker, resolveLocale } from './v2-events.ts';

const { analytics } = setupMockPlatform();

const context = SiteContextSchema.parse({ website: { id: 'site-us' } });
const identity = { analyticsId: 'a-1', sessionId: 's-1', isFirstSession: true, hasLanded: false };
const NOW = 1_700_000_000_000;

function tracker(extra: Partial<Parameters<typeof createV2Tracker>[0]> = {}) {
  return createV2Tracker({
    transport: createTransport({ beacon: null }),
    context,
    identity,
    marketingId: () => 'm-1',
    locale: 'en-US',
    now: () => NOW,
    ...extra,
  });
}

beforeEach(() => {
  history.replaceState(null, '', '/shop/mug?utm_source=mail&x=1');
  Object.defineProperty(document, 'referrer', { value: 'https://ref.example/', configurable: true });
});
afterEach(() => {
  history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('v2 events', () => {
  it('posts { eventSchemaName, eventContent: JSON text } with every listed field', async () => {
    Cookies.set('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'member-5' }), {
      path: '/',
    });
    await tracker({ resolvedLocale: 'en-GB' }).track({
      schemaName: 'product_click',
      destinationUrl: 'https://shop.example/mug',
      objectIdentifier: 'prod-1',
      fields: { position: 3 },
    });
    const [entry] = analytics.ofKind('v2-event');
    expect(entry?.path).toBe('/api/v1/clanker/events');
    expect(entry?.event).toBe('product_click');
    expect(typeof (entry?.body as { eventContent?: unknown } | undefined)?.eventContent).toBe('string');
    expect(entry?.data).toEqual({
      position: 3,
      analytics_id: 'a-1',
      session_id: 's-1',
      marketing_id: 'm-1',
      browser_language: navigator.language,
      browser_locale: Intl.DateTimeFormat().resolvedOptions().locale,
      browser_window_height: window.innerHeight,
      browser_window_width: window.innerWidth,
      page_host: 'localhost:3000',
      page_path: '/shop/mug',
      page_query_params: 'utm_source=mail&x=1',
      page_referrer_url: 'https://ref.example/',
      enduser_user_agent: navigator.userAgent,
      event_occurrence_timestamp: NOW,
      custom_schema_name: 'product_click',
      source_environment: 'prod',
      context_website_id: 'site-us',
      destination_url: 'https://shop.example/mug',
      member_account_id: 'member-5',
      object_identifier: 'prod-1',
      resolved_locale: 'en-GB',
      website_locale: 'en-US',
    });
  });

  it('resolved_locale falls back to the document language, then en-US', () => {
    expect(resolveLocale('pt-BR')).toBe('pt-BR');
    document.documentElement.lang = 'nl-NL';
    expect(resolveLocale(undefined)).toBe('nl-NL');
    expect(tracker().content({ schemaName: 's' }).resolved_locale).toBe('nl-NL');
    document.documentElement.removeAttribute('lang');
    expect(resolveLocale(undefined)).toBe('en-US');
    expect(tracker().content({ schemaName: 's' }).resolved_locale).toBe('en-US');
  });

  it("posts to the environment's collector", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    await tracker({
      transport: createTransport({ fetch, beacon: null }),
      environment: 'staging',
      collectors: { staging: 'https://collector-staging.example/', prod: 'https://collector.example/' },
    }).track({ schemaName: 's' });
    expect(fetch).toHaveBeenCalledWith(
      'https://collector-staging.example/api/v1/clanker/events',
      expect.anything(),
    );
    const content = JSON.parse(
      (
        JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as {
          eventContent: string;
        }
      ).eventContent,
    ) as Record<string, unknown>;
    expect(content.source_environment).toBe('staging');
  });

  it('uses a beacon while the page is hidden', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    const fetch = vi.fn(async () => new Response(null, { status: 202 }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    await tracker({ transport: createTransport({ fetch, beacon }) }).track({ schemaName: 'leave' });
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:3000/api/v1/clanker/events');
    const body = JSON.parse(await (blob as Blob).text()) as { eventSchemaName: string; eventContent: string };
    expect(body.eventSchemaName).toBe('leave');
    expect(JSON.parse(body.eventContent)).toMatchObject({ custom_schema_name: 'leave' });
  });

  it('validate mode posts to /api/v1/clanker/validate-event-content/{schemaName}', async () => {
    await expect(tracker().validate({ schemaName: 'product_click' })).resolves.toEqual({ valid: true });
    const [entry] = analytics.ofKind('v2-validate');
    expect(entry?.path).toBe('/api/v1/clanker/validate-event-content/product_click');
    expect(entry?.data).toMatchObject({ custom_schema_name: 'product_click' });
  });

  it('never rejects, even when the network fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const t = tracker({ transport: createTransport({ fetch, beacon: null }) });
    await expect(t.track({ schemaName: 's' })).resolves.toBeUndefined();
    await expect(t.validate({ schemaName: 's' })).resolves.toBeUndefined();
  });
});

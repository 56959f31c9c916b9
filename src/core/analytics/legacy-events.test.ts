import Cookies from 'js-cookie';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { createLegacyTracker } from './legacy-events.ts';
import { createTransport } from './transport.ts';

const { analytics, server } = setupMockPlatform();

const context = SiteContextSchema.parse({ website: { id: 'site-us' }, templateId: 'tmpl-7' });
const track = () =>
  createLegacyTracker({
    transport: createTransport({ beacon: null }),
    context,
    locale: 'en-US',
  });

beforeEach(() => history.replaceState(null, '', '/shop/mug?x=1#details'));
afterEach(() => history.replaceState(null, '', '/'));

describe('RecordEvent', () => {
  it('posts form-encoded crumb (from its cookie), event and data JSON with the legacy fields', async () => {
    Cookies.set('crumb', 'crumb-123', { path: '/' });
    Cookies.set('SiteUserInfo', JSON.stringify({ authenticated: true, siteUserId: 'member-5' }), {
      path: '/',
    });
    await track()('SomethingHappened', { extra: 1 });
    const [entry] = analytics.ofKind('event');
    expect(entry?.path).toBe('/api/events/RecordEvent');
    expect(entry?.fields?.crumb).toBe('crumb-123');
    expect(entry?.fields?.event).toBe('SomethingHappened');
    expect(Object.keys(entry?.fields ?? {}).sort()).toEqual(['crumb', 'data', 'event']);
    expect(entry?.data).toEqual({
      websiteId: 'site-us',
      memberAccountId: 'member-5',
      website_locale: 'en-US',
      templateId: 'tmpl-7',
      pageHash: '#details',
      pagePath: '/shop/mug',
      extra: 1,
    });
  });

  it('sends an empty crumb when the cookie is missing (the platform decides)', async () => {
    await track()('E');
    expect(analytics.ofKind('event')[0]?.fields?.crumb).toBe('');
  });

  it.each([200, 202])('status %i is accepted quietly', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/events/RecordEvent', () => new HttpResponse(null, { status })));
    await track()('E');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([204, 403, 500])("status %i logs 'Error tracking event: HTTP Status {code}'", async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/events/RecordEvent', () => new HttpResponse(null, { status })));
    await expect(track()('E')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`Error tracking event: HTTP Status ${status}`);
  });

  it('a network failure is swallowed without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/api/events/RecordEvent', () => HttpResponse.error()));
    await expect(track()('E')).resolves.toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('RecordEvent to a cross-origin apiRoot (issue 48 item 4)', () => {
  const crossOrigin = (crumbOrigins?: string[]) => {
    const bodies: URLSearchParams[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(new URLSearchParams(String(init?.body)));
      return new Response(null, { status: 200 });
    });
    const tracker = createLegacyTracker({
      transport: createTransport({ apiRoot: 'https://api.elsewhere.test/api/', fetch, beacon: null }),
      context: SiteContextSchema.parse({
        website: { id: 'site-us' },
        ...(crumbOrigins ? { crumbOrigins } : {}),
      }),
      locale: 'en-US',
    });
    return { tracker, bodies };
  };

  it('sends an empty crumb to an origin the cart would not send it to, and the crumb to a listed one', async () => {
    Cookies.set('crumb', 'crumb-123', { path: '/' });
    const unlisted = crossOrigin();
    await unlisted.tracker('E');
    expect(unlisted.bodies[0]?.get('crumb')).toBe('');
    const listed = crossOrigin(['https://api.elsewhere.test/']);
    await listed.tracker('E');
    expect(listed.bodies[0]?.get('crumb')).toBe('crumb-123');
  });
});

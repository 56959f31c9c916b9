import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../../mocks/node.ts';
import { SiteContextSchema } from '../domain/context-schema.ts';
import { createCensus } from './census.ts';
import { CENSUS_BUTTON_TIMEOUT_MS } from './constants.ts';
import { createTransport } from './transport.ts';

const { analytics, server } = setupMockPlatform();

const context = SiteContextSchema.parse({
  website: { id: 'site-us' },
  templateId: 'tmpl-7',
  collection: { id: 'col-1', type: 13, permissionType: 1 },
  item: { id: 'item-9', recordType: 11 },
});
const VISITOR = 'v1|1000|1000|1000|1';
const NOW = Date.UTC(2025, 4, 6, 7, 8, 9);

function census(overrides: Partial<Parameters<typeof createCensus>[0]> = {}) {
  return createCensus({
    transport: createTransport({ beacon: null }),
    context,
    locale: 'en-US',
    enabled: true,
    visitorCookie: () => VISITOR,
    now: () => NOW,
    ...overrides,
  });
}

beforeEach(() => {
  history.replaceState(null, '', '/shop/mug?color=red&size=l#reviews');
  document.title = 'Stoneware Mug';
  Object.defineProperty(document, 'referrer', { value: 'https://search.example/?q=mug', configurable: true });
});
afterEach(() => {
  history.replaceState(null, '', '/');
});

const pageFields = {
  websiteId: 'site-us',
  templateId: 'tmpl-7',
  locale: 'en-US',
  userAgent: navigator.userAgent,
  clientDate: '2025-05-06T07:08:09.000Z',
  viewportInnerWidth: window.innerWidth,
  viewportInnerHeight: window.innerHeight,
  screenWidth: window.screen.width,
  screenHeight: window.screen.height,
  url: 'http://localhost:3000/shop/mug',
  title: 'Stoneware Mug',
  itemId: 'item-9',
  recordType: 11,
  collectionId: 'col-1',
  pagePermissionType: 1,
};

describe('census RecordHit', () => {
  it('posts a page view form-encoded: event, data as JSON text with every census field, ss_cvr', async () => {
    await census().recordPageView();
    const [hit, ...rest] = analytics.ofKind('census-hit');
    expect(rest).toHaveLength(0);
    expect(hit?.path).toBe('/api/census/RecordHit');
    expect(Object.keys(hit?.fields ?? {}).sort()).toEqual(['data', 'event', 'ss_cvr']);
    expect(hit?.fields?.event).toBe('view');
    expect(hit?.fields?.ss_cvr).toBe(VISITOR);
    expect(hit?.data).toEqual({
      ...pageFields,
      queryString: 'color=red&size=l',
      referrer: 'https://search.example/?q=mug',
      localStorageSupported: true,
    });
  });

  it('other hits carry the page fields but not the page-view extras', async () => {
    await census().recordHit('scroll', { depth: 50 });
    const [hit] = analytics.ofKind('census-hit');
    expect(hit?.fields?.event).toBe('scroll');
    expect(hit?.data).toEqual({ ...pageFields, depth: 50 });
  });

  it('does nothing when tracking is skipped', async () => {
    const c = census({ enabled: false });
    await Promise.all([
      c.recordPageView(),
      c.recordHit('x'),
      c.buttonClick({}),
      c.buttonRender({}),
      c.formRender('f'),
      c.overlay({}),
      c.quickView('q'),
    ]);
    expect(analytics.entries()).toEqual([]);
  });

  it('swallows server errors and network failures', async () => {
    server.use(
      http.post('*/api/census/RecordHit', () => HttpResponse.json({}, { status: 500 })),
      http.post('*/api/census/button-click', () => HttpResponse.error()),
    );
    await expect(census().recordPageView()).resolves.toBeUndefined();
    await expect(census().buttonClick({ buttonId: 'b' })).resolves.toBeUndefined();
  });
});

describe('other census calls', () => {
  it('button click and render: page payload plus visitor cookie', async () => {
    const c = census();
    await c.buttonClick({ buttonId: 'btn-1', text: 'Shop now' });
    await c.buttonRender({ buttonId: 'btn-1' });
    const [click] = analytics.ofKind('census-button-click');
    const [render] = analytics.ofKind('census-button-render');
    expect(click?.body).toEqual({
      ...pageFields,
      buttonId: 'btn-1',
      text: 'Shop now',
      visitorCookie: VISITOR,
    });
    expect(render?.body).toEqual({ ...pageFields, buttonId: 'btn-1', visitorCookie: VISITOR });
    expect(click?.path).toBe('/api/census/button-click');
    expect(render?.path).toBe('/api/census/button-render');
  });

  it('form render: formId, visitorCookie, page fields', async () => {
    await census().formRender('form-42');
    expect(analytics.ofKind('census-form-render')[0]?.body).toEqual({
      ...pageFields,
      formId: 'form-42',
      visitorCookie: VISITOR,
    });
  });

  it('overlay: overlay payload, visitor cookie, page fields', async () => {
    await census().overlay({ overlayId: 'promo', action: 'shown' });
    expect(analytics.ofKind('census-overlay')[0]?.body).toEqual({
      ...pageFields,
      overlayId: 'promo',
      action: 'shown',
      visitorCookie: VISITOR,
    });
  });

  it('quick view: POST /api/census/RecordQuickView/{id}', async () => {
    await census().quickView('item 9');
    expect(analytics.ofKind('census-quick-view')[0]?.path).toBe('/api/census/RecordQuickView/item%209');
  });
});

describe('census button click', () => {
  it('goes as a keepalive fetch, so it outlives the page the link leaves; render does not need to', async () => {
    const inits: RequestInit[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init) inits.push(init);
      return new Response('{}');
    });
    const c = census({ transport: createTransport({ fetch, beacon: null }) });
    await c.buttonClick({ blockId: 'b' });
    await c.buttonRender({ blockId: 'b' });
    expect(inits.map((init) => init.keepalive === true)).toEqual([true, false]);
  });

  it('sends nothing while the enabled function says no, and goes once it says yes', async () => {
    let on = false;
    const c = census({ enabled: () => on });
    await c.formRender('f1');
    on = true;
    await c.formRender('f2');
    expect(
      analytics.ofKind('census-form-render').map((entry) => (entry.body as { formId: string }).formId),
    ).toEqual(['f2']);
  });
});

describe('census button timeout', () => {
  it('gives up on a button call after 2.5 s, silently', async () => {
    vi.useFakeTimers();
    try {
      let aborted = -1;
      const started = Date.now();
      const fetch = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => {
              aborted = Date.now() - started;
              reject(new DOMException('aborted', 'AbortError'));
            });
          }),
      );
      const c = census({ transport: createTransport({ fetch, beacon: null }) });
      const pending = c.buttonClick({ buttonId: 'b' });
      await vi.advanceTimersByTimeAsync(CENSUS_BUTTON_TIMEOUT_MS - 1);
      expect(aborted).toBe(-1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toBeUndefined();
      expect(aborted).toBe(CENSUS_BUTTON_TIMEOUT_MS);
      expect(CENSUS_BUTTON_TIMEOUT_MS).toBe(2500);
    } finally {
      vi.useRealTimers();
    }
  });
});

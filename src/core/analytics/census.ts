// Census calls (SPEC 7): page views and other hits to RecordHit (form-encoded: event, data as
// JSON text, ss_cvr), button clicks/renders (2.5 s timeout), form renders, overlays and quick
// views. Errors are swallowed: census never affects the page. When tracking is skipped every
// call is a no-op (asked at call time, so the gate can change once the bootstrap config is in).
// A button click is sent as a keepalive fetch: it outlives the page the link leaves, and the
// 2.5 s timeout still applies.
import type { SiteContext } from '../domain/context-schema.ts';
import {
  CENSUS_BUTTON_TIMEOUT_MS,
  CENSUS_PAGE_VIEW_EVENT,
  CENSUS_PATHS,
  VISITOR_RECORD_COOKIE,
} from './constants.ts';
import { censusPageFields, pageViewFields } from './page-fields.ts';
import { apiUrl, type PostOptions, postForm, postJson, type Transport } from './transport.ts';

interface CensusOptions {
  readonly transport: Transport;
  readonly context: SiteContext;
  readonly locale: string;
  /** False when tracking is skipped (SPEC 6); a function is asked at each call. */
  readonly enabled: boolean | (() => boolean);
  /** The visitor record (ss_cvr value) of this page view. */
  readonly visitorCookie: () => string;
  readonly now?: () => number;
}

export interface Census {
  recordPageView(): Promise<void>;
  recordHit(event: string, data?: Record<string, unknown>): Promise<void>;
  buttonClick(payload: Record<string, unknown>): Promise<void>;
  buttonRender(payload: Record<string, unknown>): Promise<void>;
  formRender(formId: string): Promise<void>;
  overlay(payload: Record<string, unknown>): Promise<void>;
  quickView(itemId: string): Promise<void>;
}

async function swallow(request: () => Promise<unknown>): Promise<void> {
  try {
    await request();
  } catch {
    // Census errors are ignored (SPEC 7, 8).
  }
}

export function createCensus(options: CensusOptions): Census {
  const { transport, context, locale } = options;
  const now = options.now ?? Date.now;
  const enabled = () => (typeof options.enabled === 'function' ? options.enabled() : options.enabled);
  const send = (request: () => Promise<unknown>) => (enabled() ? swallow(request) : Promise.resolve());

  const hit = (event: string, data: Record<string, unknown>) =>
    send(() =>
      postForm(transport, apiUrl(transport, CENSUS_PATHS.hit), {
        event,
        data: JSON.stringify(data),
        [VISITOR_RECORD_COOKIE]: options.visitorCookie(),
      }),
    );

  const pagePost = (path: string, payload: Record<string, unknown>, post: PostOptions = {}) =>
    send(() =>
      postJson(
        transport,
        apiUrl(transport, path),
        { ...censusPageFields(context, locale, now()), ...payload, visitorCookie: options.visitorCookie() },
        post,
      ),
    );

  return {
    recordPageView: () => hit(CENSUS_PAGE_VIEW_EVENT, { ...pageViewFields(context, locale, now()) }),
    recordHit: (event, data = {}) => hit(event, { ...censusPageFields(context, locale, now()), ...data }),
    buttonClick: (payload) =>
      pagePost(CENSUS_PATHS.buttonClick, payload, { timeoutMs: CENSUS_BUTTON_TIMEOUT_MS, keepalive: true }),
    buttonRender: (payload) =>
      pagePost(CENSUS_PATHS.buttonRender, payload, { timeoutMs: CENSUS_BUTTON_TIMEOUT_MS }),
    formRender: (formId) => pagePost(CENSUS_PATHS.formRender, { formId }),
    overlay: (payload) => pagePost(CENSUS_PATHS.overlay, payload),
    quickView: (itemId) =>
      send(() =>
        postForm(transport, apiUrl(transport, `${CENSUS_PATHS.quickView}${encodeURIComponent(itemId)}`), {}),
      ),
  };
}

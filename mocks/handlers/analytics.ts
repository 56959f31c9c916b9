// MSW handlers for every analytics call (SPEC 7), answering as the platform does (200 / 202)
// and recording each request, decoded, in the AnalyticsLog. Paths match under any prefix, like
// the commerce handlers, and under any origin (the v2 collector may live elsewhere).
import { HttpResponse, http } from 'msw';
import type { AnalyticsKind, AnalyticsLog } from '../analytics-log.ts';

type Decoded = { fields?: Record<string, string>; body?: unknown };

async function decode(request: Request): Promise<Decoded> {
  const text = await request.text().catch(() => '');
  if (text === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return { fields: Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { fields: Object.fromEntries(new URLSearchParams(text)) };
  }
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Says whether a filter list blocks analytics now (and counts what it blocks); never by default. */
export type AnalyticsBlock = () => boolean;

function record(log: AnalyticsLog, kind: AnalyticsKind, status: number, blocked: AnalyticsBlock) {
  return async ({ request }: { request: Request }) => {
    // As a filter list fails it: a network error (fetch rejects with a TypeError), nothing recorded.
    if (blocked()) return HttpResponse.error();
    const decoded = await decode(request);
    const { fields, body } = decoded;
    let event: string | undefined;
    let data: unknown;
    if (fields) {
      event = fields.event;
      data = parseJsonText(fields.data);
    } else if (kind === 'v2-event' || kind === 'v2-validate') {
      event =
        typeof field(body, 'eventSchemaName') === 'string'
          ? (field(body, 'eventSchemaName') as string)
          : undefined;
      data = parseJsonText(field(body, 'eventContent'));
    } else if (kind === 'js-errors') {
      data = field(body, 'events');
    } else if (kind === 'performance') {
      data = field(body, 'records');
    } else {
      data = body;
    }
    log.add({
      kind,
      method: request.method,
      path: new URL(request.url).pathname,
      event,
      fields,
      body,
      data,
      csrfToken: request.headers.get('x-csrf-token') ?? undefined,
    });
    if (kind === 'v2-validate') return HttpResponse.json({ valid: true }, { status });
    return HttpResponse.json({}, { status });
  };
}

export function analyticsHandlers(log: AnalyticsLog, blocked: AnalyticsBlock = () => false) {
  const recorder = (kind: AnalyticsKind, status: number) => record(log, kind, status, blocked);
  return [
    http.post('*/api/census/RecordHit', recorder('census-hit', 200)),
    http.post('*/api/census/button-click', recorder('census-button-click', 200)),
    http.post('*/api/census/button-render', recorder('census-button-render', 200)),
    http.post('*/api/census/form-render', recorder('census-form-render', 200)),
    http.post('*/api/census/overlay', recorder('census-overlay', 200)),
    http.post('*/api/census/RecordQuickView/:id', recorder('census-quick-view', 200)),
    http.post('*/api/events/RecordEvent', recorder('event', 202)),
    http.post('*/api/events/RecordJavascriptErrors', recorder('js-errors', 200)),
    http.post('*/api/v1/clanker/events', recorder('v2-event', 202)),
    http.post('*/api/v1/clanker/validate-event-content/:schemaName', recorder('v2-validate', 200)),
    http.post('*/api/1/performance/records', recorder('performance', 202)),
  ];
}

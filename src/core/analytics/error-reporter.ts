// The JavaScript error reporter (SPEC 7, 9): uncaught errors and unhandled rejections that come
// from the bundle's own scripts, plus the islands' own failures, batched to
// POST /api/events/RecordJavascriptErrors through the shared ky instance (which adds the
// X-CSRF-Token header). At most 20 batches per page and 10 queued events; stacks are cut at
// 5000 characters; sending waits until no new error arrived for 1 s.
// Visitor fields (issue 36): the user agent and the page address's query and fragment describe
// the visitor, so with the cookie banner on they wait for the analytics choice. Reports wait in
// the queue (its bound above) until the visitor chooses: sent whole on grant, without those
// fields on refusal or when the page goes away first.
import type { KyInstance } from 'ky';
import type { ConsentValue } from './consent.ts';
import {
  ERROR_DEBOUNCE_MS,
  ERROR_MAX_BATCHES,
  ERROR_MAX_QUEUED,
  ERROR_STACK_MAX_LENGTH,
  ERRORS_PATH,
} from './constants.ts';

/** 'caught': a failure the bundle handled but still reports (SPEC 7, e.g. the bootstrap config). */
type ErrorSource = 'error' | 'unhandledrejection' | 'island' | 'caught';

export interface JavascriptErrorEvent {
  type: ErrorSource;
  name: string;
  message: string;
  stack: string | undefined;
  filename: string | undefined;
  line: number | undefined;
  column: number | undefined;
  /** The island element, for island failures. */
  element: string | undefined;
  /** For caught failures: what was being done (e.g. 'bootstrap-config'). */
  where?: string | undefined;
  pageUrl: string;
  timestamp: number;
  /** Left out until the visitor grants analytics, where the cookie banner is on. */
  userAgent?: string;
  version: string;
}

interface ErrorReporterOptions {
  readonly http: KyInstance;
  /** Base URL of the bundle's scripts; errors whose file or stack mention it are ours. */
  readonly bundleBaseUrl: string;
  readonly version: string;
  readonly now?: () => number;
  /** The visitor's analytics choice, for the visitor fields; granted when missing. */
  readonly visitorFields?: () => ConsentValue;
}

interface ErrorReporter {
  /** Reports an island's own failure (the IslandErrorReporter contract). */
  reportIsland(error: unknown, element: Element): void;
  /** Reports a failure the bundle caught and handled, naming what it was doing. */
  reportCaught(error: unknown, where: string): void;
  /** Listens to window error / unhandledrejection; returns the stop function. */
  listen(target?: Window): () => void;
  /** Reports an error or unhandledrejection event caught before the reporter was listening. */
  reportEvent(event: Event): void;
  /** Sends what is queued now. */
  flush(keepalive?: boolean): void;
  readonly stats: { readonly batchesSent: number; readonly queued: number; readonly dropped: number };
}

function cutStack(stack: string | undefined): string | undefined {
  return stack === undefined ? undefined : stack.slice(0, ERROR_STACK_MAX_LENGTH);
}

function describe(element: Element): string {
  const name = element.getAttribute('data-storefront');
  const id = element.id ? `#${element.id}` : '';
  return `<${element.tagName.toLowerCase()}${id}${name === null ? '' : ` data-storefront="${name}"`}>`;
}

function errorParts(error: unknown): { name: string; message: string; stack: string | undefined } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return {
    name: 'NonError',
    message: typeof error === 'string' ? error : String(JSON.stringify(error)),
    stack: undefined,
  };
}

function isFromBundle(baseUrl: string, filename: string | undefined, stack: string | undefined): boolean {
  if (!baseUrl) return false;
  return (filename?.startsWith(baseUrl) ?? false) || (stack?.includes(baseUrl) ?? false);
}

type EventFields = Partial<
  Pick<JavascriptErrorEvent, 'filename' | 'line' | 'column' | 'element' | 'message' | 'where'>
>;

/** One event to send: the error's own parts, where it happened, and the page it happened on. */
function errorEvent(
  type: ErrorSource,
  error: unknown,
  extra: EventFields,
  about: { readonly version: string; readonly timestamp: number },
): JavascriptErrorEvent {
  const parts = errorParts(error);
  return {
    type,
    name: parts.name,
    message: extra.message || parts.message,
    stack: cutStack(parts.stack),
    filename: extra.filename,
    line: extra.line,
    column: extra.column,
    element: extra.element,
    ...(extra.where === undefined ? {} : { where: extra.where }),
    pageUrl: location.href,
    timestamp: about.timestamp,
    userAgent: navigator.userAgent,
    version: about.version,
  };
}

/** What a window error or unhandledrejection event reports; undefined when it is not the bundle's. */
function fromWindowEvent(
  raw: Event,
  bundleBaseUrl: string,
): { type: ErrorSource; error: unknown; extra: EventFields } | undefined {
  if (raw.type === 'unhandledrejection') {
    const reason: unknown = (raw as PromiseRejectionEvent).reason;
    const stack = reason instanceof Error ? reason.stack : undefined;
    if (!isFromBundle(bundleBaseUrl, undefined, stack)) return undefined;
    return { type: 'unhandledrejection', error: reason, extra: {} };
  }
  const error = raw as ErrorEvent;
  const stack = error.error instanceof Error ? error.error.stack : undefined;
  if (!isFromBundle(bundleBaseUrl, error.filename || undefined, stack)) return undefined;
  return {
    type: 'error',
    error: error.error ?? error.message,
    extra: { filename: error.filename, line: error.lineno, column: error.colno, message: error.message },
  };
}

/**
 * The sending rules: a batch goes once no new event came for ERROR_DEBOUNCE_MS, at most
 * ERROR_MAX_BATCHES per page and ERROR_MAX_QUEUED events waiting.
 */
/** A report without its visitor fields: no user agent, the page address without query or fragment. */
function withoutVisitorFields({ userAgent: _dropped, ...event }: JavascriptErrorEvent): JavascriptErrorEvent {
  return { ...event, pageUrl: event.pageUrl.replace(/[?#].*$/s, '') };
}

function createErrorBatches(
  send: (events: JavascriptErrorEvent[], keepalive: boolean) => void,
  visitorFields: () => ConsentValue,
) {
  let queue: JavascriptErrorEvent[] = [];
  let batchesSent = 0;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = (keepalive = false) => {
    cancelTimer();
    if (queue.length === 0 || batchesSent >= ERROR_MAX_BATCHES) return;
    const choice = visitorFields();
    // Waiting for the choice keeps the queue, unless the page is going away.
    if (choice === 'pending' && !keepalive) return;
    const events = choice === 'granted' ? queue : queue.map(withoutVisitorFields);
    queue = [];
    batchesSent += 1;
    send(events, keepalive);
  };
  const enqueue = (event: JavascriptErrorEvent) => {
    // Past the batch limit nothing more can be sent; a full queue drops the newcomer and keeps
    // the timer, so a storm of errors cannot postpone the send forever.
    if (batchesSent >= ERROR_MAX_BATCHES || queue.length >= ERROR_MAX_QUEUED) {
      dropped += 1;
      return;
    }
    queue.push(event);
    cancelTimer();
    timer = setTimeout(() => flush(), ERROR_DEBOUNCE_MS);
  };
  return { enqueue, flush, cancelTimer, stats: () => ({ batchesSent, queued: queue.length, dropped }) };
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const now = options.now ?? Date.now;
  const batches = createErrorBatches(
    (events, keepalive) => {
      options.http
        .post(ERRORS_PATH, { json: { events }, retry: 0, ...(keepalive ? { keepalive: true } : {}) })
        .catch(() => {});
    },
    options.visitorFields ?? (() => 'granted'),
  );
  // Every way in is wrapped: the reporter must not raise errors of its own.
  const report = (type: ErrorSource, error: unknown, extra: EventFields) => {
    try {
      batches.enqueue(errorEvent(type, error, extra, { version: options.version, timestamp: now() }));
    } catch {
      // As above.
    }
  };
  const onWindowError = (raw: Event) => {
    try {
      const found = fromWindowEvent(raw, options.bundleBaseUrl);
      if (found) report(found.type, found.error, found.extra);
    } catch {
      // As above.
    }
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') batches.flush(true);
  };
  const onPageHide = () => batches.flush(true);

  return {
    reportIsland(error, element) {
      try {
        report('island', error, { element: describe(element) });
      } catch {
        // As above.
      }
    },
    reportCaught: (error, where) => report('caught', error, { where }),
    reportEvent(raw) {
      if (raw.type === 'error' || raw.type === 'unhandledrejection') onWindowError(raw);
    },
    listen(target = window) {
      target.addEventListener('error', onWindowError);
      target.addEventListener('unhandledrejection', onWindowError);
      target.addEventListener('pagehide', onPageHide);
      target.document.addEventListener('visibilitychange', onHide);
      return () => {
        target.removeEventListener('error', onWindowError);
        target.removeEventListener('unhandledrejection', onWindowError);
        target.removeEventListener('pagehide', onPageHide);
        target.document.removeEventListener('visibilitychange', onHide);
        batches.cancelTimer();
      };
    },
    flush: batches.flush,
    get stats() {
      return batches.stats();
    },
  };
}

// v2 events (SPEC 3, 7): the event content with every listed field, posted as
// { eventSchemaName, eventContent: JSON text } to /api/v1/clanker/events on the environment's
// collector, or by beacon when the page is going away. A validate mode posts the same body to
// /api/v1/clanker/validate-event-content/{schemaName}. member_account_locale has no source in
// this product and is not sent (docs/decisions.md "Analytics fields without a source").
import type { SiteContext } from '../domain/context-schema.ts';
import { DEFAULT_LOCALE } from '../words/language.ts';
import { type V2_ENVIRONMENTS, V2_EVENTS_PATH, V2_VALIDATE_PATH } from './constants.ts';
import type { AnalyticsIdentity } from './identity.ts';
import { readMember } from './member.ts';
import { postJson, sendBeaconJson, type Transport } from './transport.ts';

export type V2Environment = (typeof V2_ENVIRONMENTS)[number];

interface V2EventContent {
  analytics_id: string;
  session_id: string;
  marketing_id: string | undefined;
  browser_language: string;
  browser_locale: string;
  browser_window_height: number;
  browser_window_width: number;
  page_host: string;
  page_path: string;
  page_query_params: string;
  page_referrer_url: string;
  enduser_user_agent: string;
  event_occurrence_timestamp: number;
  custom_schema_name: string;
  source_environment: V2Environment;
  context_website_id: string;
  destination_url: string | undefined;
  member_account_id: string | undefined;
  object_identifier: string | undefined;
  resolved_locale: string;
  website_locale: string;
}

interface V2TrackerOptions {
  readonly transport: Transport;
  readonly context: SiteContext;
  readonly identity: AnalyticsIdentity;
  readonly marketingId: () => string | undefined;
  /** The website's locale. */
  readonly locale: string;
  /** The locale the page resolved for the visitor, when known. */
  readonly resolvedLocale?: string | undefined;
  readonly environment?: V2Environment | undefined;
  /** Collector origins per environment; missing ones use the page's own origin. */
  readonly collectors?: Partial<Record<V2Environment, string>> | undefined;
  readonly now?: () => number;
}

interface V2EventInput {
  readonly schemaName: string;
  /** Where the event sends the visitor; default: the page it happened on. */
  readonly destinationUrl?: string | undefined;
  readonly objectIdentifier?: string | undefined;
  /** Extra schema-specific fields merged into the content. */
  readonly fields?: Record<string, unknown>;
  /** Force a beacon (the default is a beacon only while the page is hidden). */
  readonly beacon?: boolean;
}

export interface V2Tracker {
  content(input: V2EventInput): V2EventContent & Record<string, unknown>;
  track(input: V2EventInput): Promise<void>;
  validate(input: V2EventInput): Promise<unknown>;
}

/** The visitor's locale: the one the page resolved, else the document language, else en-US. */
export function resolveLocale(resolved: string | undefined): string {
  return resolved || document.documentElement.lang || DEFAULT_LOCALE;
}

/** The page's address without its fragment, which never reaches a server anyway. */
const pageUrl = () => `${location.origin}${location.pathname}${location.search}`;

function browserLocale(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().locale;
  } catch {
    return navigator.language;
  }
}

export function createV2Tracker(options: V2TrackerOptions): V2Tracker {
  const environment = options.environment ?? 'prod';
  const collector = options.collectors?.[environment] ?? options.transport.origin;
  const now = options.now ?? Date.now;
  const url = (path: string) => new URL(path, collector).href;

  const content = (input: V2EventInput): V2EventContent & Record<string, unknown> => ({
    ...input.fields,
    analytics_id: options.identity.analyticsId,
    session_id: options.identity.sessionId,
    marketing_id: options.marketingId(),
    browser_language: navigator.language,
    browser_locale: browserLocale(),
    browser_window_height: window.innerHeight,
    browser_window_width: window.innerWidth,
    page_host: location.host,
    page_path: location.pathname,
    page_query_params: location.search.replace(/^\?/, ''),
    page_referrer_url: document.referrer,
    enduser_user_agent: navigator.userAgent,
    event_occurrence_timestamp: now(),
    custom_schema_name: input.schemaName,
    source_environment: environment,
    context_website_id: options.context.website.id,
    destination_url: input.destinationUrl ?? pageUrl(),
    member_account_id: readMember().memberAccountId,
    object_identifier: input.objectIdentifier,
    resolved_locale: resolveLocale(options.resolvedLocale),
    website_locale: options.locale,
  });

  const body = (input: V2EventInput) => ({
    eventSchemaName: input.schemaName,
    eventContent: JSON.stringify(content(input)),
  });

  return {
    content,
    async track(input) {
      try {
        const endpoint = url(V2_EVENTS_PATH);
        if (input.beacon === true || document.visibilityState === 'hidden') {
          await sendBeaconJson(options.transport, endpoint, body(input));
        } else {
          await postJson(options.transport, endpoint, body(input));
        }
      } catch {
        // Fire and forget.
      }
    },
    async validate(input) {
      try {
        const response = await postJson(
          options.transport,
          url(`${V2_VALIDATE_PATH}${encodeURIComponent(input.schemaName)}`),
          body(input),
        );
        return await response.json();
      } catch {
        return undefined;
      }
    },
  };
}

// Legacy events (SPEC 7): POST {origin}/api/events/RecordEvent, form-encoded with the crumb from
// its cookie, the event name and the data as JSON text. A status other than 200 or 202 logs
// 'Error tracking event: HTTP Status {code}'; network errors are swallowed. The spec's
// member_locale and the base variantId have no source in this product (docs/decisions.md
// "Analytics fields without a source"); an event about a product variant carries its variantId.
import Cookies from 'js-cookie';
import type { SiteContext } from '../domain/context-schema.ts';
import { CSRF_COOKIE } from '../domain/cookies.ts';
import { mayCarryCrumb } from '../platform/http.ts';
import { RECORD_EVENT_PATH, TRACKER_OK_STATUSES, TRACKER_WARNING } from './constants.ts';
import { readMember } from './member.ts';
import { apiUrl, postForm, type Transport } from './transport.ts';

interface LegacyEventFields {
  websiteId: string;
  memberAccountId: string | undefined;
  website_locale: string;
  templateId: string | undefined;
  pageHash: string;
  pagePath: string;
}

interface LegacyTrackerOptions {
  readonly transport: Transport;
  readonly context: SiteContext;
  readonly locale: string;
}

export type LegacyTracker = (event: string, data?: Record<string, unknown>) => Promise<void>;

function legacyEventFields(options: LegacyTrackerOptions): LegacyEventFields {
  return {
    websiteId: options.context.website.id,
    memberAccountId: readMember().memberAccountId,
    website_locale: options.locale,
    templateId: options.context.templateId,
    pageHash: location.hash,
    pagePath: location.pathname,
  };
}

export function createLegacyTracker(options: LegacyTrackerOptions): LegacyTracker {
  return async (event, data = {}) => {
    try {
      const url = apiUrl(options.transport, RECORD_EVENT_PATH);
      // The crumb follows the cart's rule: an apiRoot on another origin never receives it.
      const crumb = mayCarryCrumb(url, options.context.crumbOrigins) ? Cookies.get(CSRF_COOKIE) : undefined;
      const response = await postForm(options.transport, url, {
        crumb: crumb ?? '',
        event,
        data: JSON.stringify({ ...legacyEventFields(options), ...data }),
      });
      if (!TRACKER_OK_STATUSES.includes(response.status)) {
        console.warn(TRACKER_WARNING.replace('{code}', String(response.status)));
      }
    } catch {
      // Network failures of analytics are silent.
    }
  };
}

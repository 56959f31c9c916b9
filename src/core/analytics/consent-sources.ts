// Where the visitor's choice comes from (issue 36): `Storefront.consent({ analytics, marketing })`,
// Google Consent Mode v2 commands in `window.dataLayer` and the IAB TCF v2.2 `__tcfapi`. Each
// reader turns what its source says into a ConsentUpdate; the latest word from any source wins.
import type { ConsentUpdate, ConsentValue } from './consent.ts';

const API_WARNING =
  '[Storefront] Storefront.consent() takes { analytics, marketing } with true (grant) or false (refuse) for each; ignored:';

const asValue = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** Storefront.consent's argument; undefined (with a warning) when it is not the documented shape. */
export function fromApi(choice: unknown, warn: (...line: unknown[]) => void = console.warn) {
  const record =
    typeof choice === 'object' && choice !== null ? (choice as Record<string, unknown>) : undefined;
  const fields = ['analytics', 'marketing'] as const;
  const valid =
    record !== undefined &&
    fields.some((field) => record[field] !== undefined) &&
    fields.every((field) => record[field] === undefined || typeof record[field] === 'boolean');
  if (!valid) {
    warn(API_WARNING, choice);
    return undefined;
  }
  const update: { analytics?: ConsentValue; marketing?: ConsentValue } = {};
  for (const field of fields) {
    if (typeof record[field] === 'boolean') update[field] = asValue(record[field]);
  }
  return update satisfies ConsentUpdate;
}

const AD_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization'] as const;

/**
 * One Consent Mode command (`gtag('consent', 'default' | 'update', {...})`, pushed as an
 * arguments object or an array). `analytics_storage` is the analytics choice; the marketing
 * choice is granted only when every ad signal given is. A default that denies is the state
 * before the visitor chose, not a refusal: it leaves the choice pending (an update decides).
 * A default for some regions only (`region: [...]`) never grants: the visitor's region is unknown
 * here, so it leaves the choice pending too. A default is marked as one: it never overrides a
 * choice the visitor made (consent.ts).
 */
export function fromConsentMode(entry: unknown): ConsentUpdate | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const [command, action, params] = Array.from(entry as ArrayLike<unknown>);
  if (command !== 'consent' || (action !== 'default' && action !== 'update')) return undefined;
  if (typeof params !== 'object' || params === null) return undefined;
  const signals = params as Record<string, unknown>;
  const isDefault = action === 'default';
  const regional = isDefault && signals.region !== undefined;
  const read = (values: unknown[]): ConsentValue | undefined => {
    const given = values.filter((value) => value === 'granted' || value === 'denied');
    if (given.length === 0) return undefined;
    if (given.every((value) => value === 'granted')) return regional ? 'pending' : 'granted';
    return isDefault ? 'pending' : 'denied';
  };
  const analytics = read([signals.analytics_storage]);
  const marketing = read(AD_SIGNALS.map((name) => signals[name]));
  if (analytics === undefined && marketing === undefined) return undefined;
  return {
    ...(analytics ? { analytics } : {}),
    ...(marketing ? { marketing } : {}),
    ...(isDefault ? { isDefault } : {}),
  };
}

type Layer = unknown[] & { push: (...items: unknown[]) => number };

/**
 * Reads the Consent Mode commands already in `window.dataLayer`, then each one pushed later (the
 * push is wrapped, calling whatever push was there, as a tag manager's own wrapper does). Only
 * where the banner is on. Returns the stop, which unwraps when nothing wrapped it since.
 */
export function watchConsentMode(win: Window, apply: (update: ConsentUpdate) => void): () => void {
  const host = win as unknown as { dataLayer?: unknown };
  host.dataLayer ??= [];
  if (!Array.isArray(host.dataLayer)) return () => {};
  const layer = host.dataLayer as Layer;
  const read = (entry: unknown) => {
    const update = fromConsentMode(entry);
    if (update) apply(update);
  };
  for (const entry of layer) read(entry);
  const previous = layer.push;
  const wrapped = function (this: unknown, ...items: unknown[]) {
    const length = previous.apply(this, items);
    for (const item of items) read(item);
    return length;
  };
  layer.push = wrapped;
  return () => {
    if (layer.push === wrapped) layer.push = previous;
  };
}

/** What a TCF v2.2 CMP hands its listeners (the parts read here). */
interface TcData {
  readonly gdprApplies?: boolean;
  readonly eventStatus?: string;
  readonly listenerId?: number;
  readonly purpose?: { readonly consents?: Readonly<Record<string, boolean>> };
}

// TCF v2.2 purposes: 1 store and/or access information on a device; 3 create profiles for
// personalised advertising, 4 use them to select advertising; 8 measure content performance.
const ANALYTICS_PURPOSES = [1, 8];
const MARKETING_PURPOSES = [1, 3, 4];

/** A TCF event: the choice once the CMP has loaded it or the visitor has acted; else nothing yet. */
export function fromTcf(data: TcData | undefined): ConsentUpdate | undefined {
  if (!data) return undefined;
  if (data.gdprApplies === false) return { analytics: 'granted', marketing: 'granted' };
  if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return undefined;
  const consents = data.purpose?.consents ?? {};
  const all = (purposes: number[]) => asValue(purposes.every((purpose) => consents[purpose] === true));
  return { analytics: all(ANALYTICS_PURPOSES), marketing: all(MARKETING_PURPOSES) };
}

type TcfApi = (command: string, version: number, callback: unknown, parameter?: unknown) => void;

/** Listens to the page's TCF CMP, where it has one; returns the stop. */
export function watchTcf(win: Window, apply: (update: ConsentUpdate) => void): () => void {
  const api = (win as unknown as { __tcfapi?: unknown }).__tcfapi;
  if (typeof api !== 'function') return () => {};
  const tcfapi = api as TcfApi;
  let listenerId: number | undefined;
  let stopped = false;
  tcfapi('addEventListener', 2, (data: TcData | undefined, success: boolean) => {
    if (stopped || !success) return;
    listenerId ??= data?.listenerId;
    const update = fromTcf(data);
    if (update) apply(update);
  });
  return () => {
    stopped = true;
    if (listenerId !== undefined) tcfapi('removeEventListener', 2, () => {}, listenerId);
  };
}

// The visitor's consent (issue 36). With the page context's `cookieSettings.isCookieBannerEnabled`,
// visitor analytics waits for it: what would be sent before the choice is held here, in memory
// and bounded (CONSENT_HOLD_LIMIT), run once on grant, dropped on refusal or when the page goes
// away. Without the banner both choices are granted from the start, as before. The gate
// (gate.ts) reads `analytics` from here; the marketing choice only governs the marketing id.
import { clearCensusCookies } from './census-cookies.ts';
import { CONSENT_HOLD_LIMIT } from './constants.ts';
import { guard } from './safe.ts';

export type ConsentValue = 'pending' | 'granted' | 'denied';

/** Where the latest choice came from. */
type ConsentSource = 'banner-off' | 'api' | 'consent-mode' | 'tcf';

/** What a source says; a missing field leaves that choice as it was. */
export interface ConsentUpdate {
  readonly analytics?: ConsentValue;
  readonly marketing?: ConsentValue;
  /** A page default (Consent Mode `default`), not the visitor's choice. */
  readonly isDefault?: true;
}

/** What is held until the visitor chooses: visitor analytics calls and the page-speed start. */
type HeldKind = 'visitor' | 'page-speed';

export interface ConsentReport {
  readonly required: boolean;
  readonly analytics: ConsentValue;
  readonly marketing: ConsentValue;
  readonly source: ConsentSource | undefined;
  /** What waits for the analytics choice, per kind. */
  readonly waiting: Readonly<Record<HeldKind, number>>;
  /** Held calls dropped: past the bound, on refusal or at page end. */
  readonly dropped: number;
}

export interface Consent {
  analytics(): ConsentValue;
  marketing(): ConsentValue;
  /** Applies what a source said; on grant the held calls run, on refusal they are dropped. */
  update(update: ConsentUpdate, source: ConsentSource): void;
  /** Runs `task` now when analytics is granted, holds it while pending, drops it when refused. */
  hold(kind: HeldKind, task: () => void): void;
  /** Listens to changes of the analytics choice. */
  onChange(listener: (value: ConsentValue) => void): void;
  /** Drops what is held (the page is going away: nothing is sent for it). */
  dropHeld(): void;
  report(): ConsentReport;
}

export function createConsent(required: boolean): Consent {
  let analytics: ConsentValue = required ? 'pending' : 'granted';
  let marketing: ConsentValue = analytics;
  let source: ConsentSource | undefined = required ? undefined : 'banner-off';
  let chosen = false;
  let held: { kind: HeldKind; task: () => void }[] = [];
  let dropped = 0;
  const listeners: ((value: ConsentValue) => void)[] = [];

  const dropHeld = () => {
    dropped += held.length;
    held = [];
  };
  const settle = () => {
    if (analytics === 'denied') {
      dropHeld();
      // Anything an earlier grant stored goes with the refusal.
      clearCensusCookies();
    } else if (analytics === 'granted') {
      const tasks = held;
      held = [];
      for (const { task } of tasks) guard(task)();
    }
    for (const listener of listeners) guard(listener)(analytics);
  };

  return {
    analytics: () => analytics,
    marketing: () => marketing,
    update(update, from) {
      // Without the banner nothing waits: a later signal cannot take tracking back to pending.
      if (!required) return;
      // A default never overrides a choice the visitor made, from any source.
      if (update.isDefault && chosen) return;
      if (!update.isDefault) chosen = true;
      const before = analytics;
      analytics = update.analytics ?? analytics;
      marketing = update.marketing ?? marketing;
      source = from;
      if (analytics !== before) settle();
    },
    hold(kind, task) {
      if (analytics === 'granted') guard(task)();
      else if (analytics === 'denied') dropped += 1;
      else if (held.length >= CONSENT_HOLD_LIMIT) dropped += 1;
      else held.push({ kind, task });
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    dropHeld,
    report: () => ({
      required,
      analytics,
      marketing,
      source,
      waiting: {
        visitor: held.filter((entry) => entry.kind === 'visitor').length,
        'page-speed': held.filter((entry) => entry.kind === 'page-speed').length,
      },
      dropped,
    }),
  };
}

// The mock platform in the browser for the demo: the same model and handlers as the tests, run
// by MSW's service worker. The model is kept in localStorage so the cart survives page loads,
// and the QA scenario is read on every request so switching it needs no reload.
import { setupWorker } from 'msw/browser';
import { BLOCK_ANALYTICS_STORAGE_KEY, BLOCKED_COUNT_STORAGE_KEY } from './analytics-block.ts';
import { type AnalyticsEntry, AnalyticsLog, parseSavedAnalytics } from './analytics-log.ts';
import { createHandlers } from './handlers/index.ts';
import { type ModelState, PlatformModel, SCENARIOS, type Scenario, seededRandom } from './model.ts';

export const MODEL_STORAGE_KEY = 'storefront-mock-platform';
export const SCENARIO_STORAGE_KEY = 'storefront-mock-scenario';
const ANALYTICS_STORAGE_KEY = 'storefront-mock-analytics';
/** Seeds the flaky scenario's dice so a measured run can be repeated (demo/e2e/cart-faults). */
export const FAULT_SEED_STORAGE_KEY = 'storefront-mock-fault-seed';

/** The analytics the mocks received, kept across page loads so QA sees a whole visit. */
function createAnalyticsLog(): AnalyticsLog {
  let saved: AnalyticsEntry[] | undefined;
  try {
    saved = parseSavedAnalytics(localStorage.getItem(ANALYTICS_STORAGE_KEY));
  } catch {
    saved = undefined;
  }
  return new AnalyticsLog(saved, (entries) => {
    try {
      localStorage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // A full storage only costs the QA log its persistence.
    }
  });
}

function loadState(): ModelState | undefined {
  try {
    const raw = localStorage.getItem(MODEL_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as ModelState) : undefined;
  } catch {
    return undefined;
  }
}

function analyticsBlocked(): boolean {
  if (localStorage.getItem(BLOCK_ANALYTICS_STORAGE_KEY) !== '1') return false;
  const count = Number(localStorage.getItem(BLOCKED_COUNT_STORAGE_KEY) ?? 0);
  localStorage.setItem(BLOCKED_COUNT_STORAGE_KEY, String(count + 1));
  return true;
}

export function readScenario(): Scenario {
  const stored = localStorage.getItem(SCENARIO_STORAGE_KEY);
  return (SCENARIOS as readonly string[]).includes(stored ?? '') ? (stored as Scenario) : 'none';
}

export function writeScenario(scenario: Scenario): void {
  localStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
}

/**
 * MSW checks an already-registered mock worker for an update and does not catch that promise
 * (msw 2, get-worker-instance.ts). When the page reloads while the check runs (every QA scenario
 * switch does), Chromium rejects it ("Failed to update a ServiceWorker ... : Not found") and the
 * demo's console shows an uncaught error that is neither the storefront's nor the shopper's. Only
 * that rejection is marked handled; the worker already registered keeps serving.
 */
function ignoreWorkerUpdateFailure() {
  window.addEventListener('unhandledrejection', (event) => {
    const text = String((event.reason as Error | undefined)?.message ?? event.reason);
    if (text.startsWith('Failed to update a ServiceWorker') && text.includes('/mockServiceWorker.js'))
      event.preventDefault();
  });
}

export function createBrowserPlatform() {
  const model = new PlatformModel(loadState(), (state) => {
    localStorage.setItem(MODEL_STORAGE_KEY, JSON.stringify(state));
  });
  // Tabs of one browser share one platform: follow what another tab's model saved, so a change
  // made there is what this tab's calls see too (the platform is one server, not one per tab).
  window.addEventListener('storage', (event) => {
    if (event.key !== MODEL_STORAGE_KEY || !event.newValue) return;
    try {
      model.replaceState(JSON.parse(event.newValue) as ModelState);
    } catch {
      // a half-written value: the next change brings a whole one
    }
  });
  const analytics = createAnalyticsLog();
  // The QA panel reloads the page on every switch, so the scenario read now holds for this page;
  // the model needs it too (its stock answers follow the sold-out scenario).
  model.scenario = readScenario();
  const seed = Number(localStorage.getItem(FAULT_SEED_STORAGE_KEY) ?? Number.NaN);
  if (Number.isFinite(seed)) model.random = seededRandom(seed);
  const worker = setupWorker(...createHandlers(model, () => model.scenario, analytics, analyticsBlocked));
  return {
    model,
    analytics,
    worker,
    start: () => {
      ignoreWorkerUpdateFailure();
      return worker.start({
        quiet: true,
        serviceWorker: { url: '/mockServiceWorker.js' },
        // Pages, images and the bundle itself are real files; only /api calls are mocked, and a
        // platform call the mock does not know is an error in the page, not a trip to the server.
        onUnhandledRequest: (request, print) => {
          if (new URL(request.url).pathname.startsWith('/api/')) print.error();
        },
      });
    },
    /** Empties carts and restores stock, as a fresh platform would be. */
    reset() {
      model.reset();
      localStorage.removeItem(MODEL_STORAGE_KEY);
    },
  };
}

// The QA failure scenarios, answered the same way by every mocked platform write and read.
import { delay, HttpResponse } from 'msw';
import type { Scenario } from '../model.ts';

/** How long the 'slow' scenario holds each call (the QA panel's 'Slow (2 s)'). */
export const SLOW_SCENARIO_DELAY_MS = 2000;
/** The flaky scenario's share of calls that fail, and its long delay. */
const FLAKY_FAULT_RATE = 0.2;
const FLAKY_DELAY_MS = 3000;

/** One injected fault; the scenarios are fixed faults, 'flaky' draws one for some calls. */
type Fault =
  | 'none'
  | 'slow'
  | 'delay'
  | 'rate-limit'
  | 'server-error'
  | 'unavailable'
  | 'csrf-expired'
  | 'offline'
  | 'drop-after-apply';

const FLAKY_FAULTS: readonly Fault[] = [
  'server-error',
  'unavailable',
  'rate-limit',
  'delay',
  'offline',
  'drop-after-apply',
];

function pickFault(scenario: Scenario, random: () => number = Math.random): Fault {
  switch (scenario) {
    case 'slow':
    case 'rate-limit':
    case 'server-error':
    case 'csrf-expired':
    case 'offline':
    case 'drop-after-apply':
      return scenario;
    case 'flaky': {
      if (random() >= FLAKY_FAULT_RATE) return 'none';
      return FLAKY_FAULTS[Math.floor(random() * FLAKY_FAULTS.length)] ?? 'none';
    }
    default:
      return 'none';
  }
}

/** The response a fault sends before the platform does anything, or undefined to go on. */
async function faultBefore(fault: Fault, request: Request): Promise<Response | undefined> {
  switch (fault) {
    case 'slow':
      await delay(SLOW_SCENARIO_DELAY_MS);
      return undefined;
    case 'delay':
      await delay(FLAKY_DELAY_MS);
      return undefined;
    case 'rate-limit':
      return HttpResponse.json(
        { error: 'Too Many Requests' },
        { status: 429, headers: { 'Retry-After': '1' } },
      );
    case 'server-error':
      return HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 });
    case 'unavailable':
      return HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 });
    case 'offline':
      return HttpResponse.error();
    case 'csrf-expired':
      return request.method === 'GET' ? undefined : HttpResponse.json({ crumbFail: true }, { status: 403 });
    default:
      return undefined;
  }
}

/** Applies the QA failure scenario; returns a response to send instead, or undefined to go on. */
export async function applyScenario(scenario: Scenario, request: Request): Promise<Response | undefined> {
  // Only cart calls drop after applying or fail at random (see withScenario).
  if (scenario === 'drop-after-apply' || scenario === 'flaky') return undefined;
  return faultBefore(pickFault(scenario), request);
}

/**
 * Runs a cart call under the scenario: a fault may answer instead of the platform, or (drop
 * after apply) let the platform apply a write and then lose its answer as a dropped connection.
 */
export async function withScenario(
  scenario: Scenario,
  request: Request,
  apply: () => Response | Promise<Response>,
  random: () => number = Math.random,
  note: (fault: Fault) => void = () => {},
): Promise<Response> {
  const fault = pickFault(scenario, random);
  // A dropped answer on a read is no fault: reads are answered (see below).
  note(fault === 'drop-after-apply' && request.method === 'GET' ? 'none' : fault);
  const early = await faultBefore(fault, request);
  if (early) return early;
  const response = await apply();
  return fault === 'drop-after-apply' && request.method !== 'GET' ? HttpResponse.error() : response;
}

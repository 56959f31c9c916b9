// Order analytics (SPEC 7) on the order-confirmed page (page type 202, SPEC 2), from the page
// context's `order` field, once per order: not again when the visitor reloads the page or comes
// back to it. Sent order ids are remembered in localStorage (the newest few) where storing is
// allowed; under a restrictive cookie policy nothing is stored, and a reload or back/forward
// visit of the page (the navigation type) is what tells a repeat.
import type { OrderContext, SiteContext } from '../domain/context-schema.ts';
import { PageType } from '../domain/page-enums.ts';

export const SENT_ORDERS_KEY = 'ss_analytics_sent_orders';
/** How many sent order ids are remembered (a visitor rarely has more confirmations open). */
export const SENT_ORDERS_LIMIT = 20;

interface OrderOnceOptions {
  readonly context: SiteContext;
  /** Whether ids may be stored (false under a restrictive cookie policy or on a cloneable site). */
  readonly persist: boolean;
  readonly send: (order: OrderContext) => void;
  readonly storage?: Storage;
  /** How this page was reached: 'navigate', 'reload', 'back_forward', 'prerender'. */
  readonly navigationType?: string;
}

function readSent(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SENT_ORDERS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function currentNavigationType(): string | undefined {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type;
  } catch {
    return undefined;
  }
}

/** The order of this page, when it is the order-confirmed page and has one. */
export function confirmedOrder(context: SiteContext): OrderContext | undefined {
  return context.pageType === PageType.ORDER_CONFIRMED ? context.order : undefined;
}

/** Sends the page's order unless it was sent before; returns whether it sent. */
export function recordOrderOnce(options: OrderOnceOptions): boolean {
  const order = confirmedOrder(options.context);
  if (!order) return false;
  if (!options.persist) {
    const type = options.navigationType ?? currentNavigationType();
    if (type === 'reload' || type === 'back_forward') return false;
    options.send(order);
    return true;
  }
  let storage: Storage | undefined;
  let sent: string[] = [];
  try {
    storage = options.storage ?? localStorage;
    sent = readSent(storage);
  } catch {
    storage = undefined;
  }
  if (sent.includes(order.id)) return false;
  // Remembered before sending: two tabs of one confirmation page cannot both send it.
  try {
    storage?.setItem(SENT_ORDERS_KEY, JSON.stringify([...sent, order.id].slice(-SENT_ORDERS_LIMIT)));
  } catch {
    // Storage full or blocked: send anyway, a repeat is better than a lost order.
  }
  options.send(order);
  return true;
}

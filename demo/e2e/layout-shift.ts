// Layout shift as the browser reports it (the Layout Instability API), with the storefront
// nodes that moved. Used by the e2e suite (which asserts none on the demo's static pages) and
// by `npm run bench` (which reports it per page). Read from the browser's buffer of shift
// entries, so nothing has to be installed before the page loads.
import type { Page } from 'playwright-core';

interface LayoutShift {
  /** Sum of every shift without recent input (one session window is enough here). */
  readonly total: number;
  /** The part whose shifted nodes sit in a storefront island or element. */
  readonly storefront: number;
  /** Short descriptions of the nodes that moved, for a failing assertion. */
  readonly movers: string[];
}

// A string, not a function: tsx's transform wraps named inner functions in a helper (__name)
// that does not exist in the page.
const READ_SHIFTS = `new Promise((resolve) => {
  const record = { total: 0, storefront: 0, movers: [] };
  const ours = (element) =>
    element && element.closest('[data-storefront], [data-storefront-product], [class^="sf-"], [class*=" sf-"]');
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      const nodes = (entry.sources || []).map((source) =>
        source.node instanceof Element ? source.node : source.node ? source.node.parentElement : null);
      if (nodes.some((node) => ours(node))) record.storefront += entry.value;
      for (const node of nodes) if (node) record.movers.push(node.outerHTML.slice(0, 100));
    }
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  // Buffered entries arrive in the observer's next callback.
  setTimeout(() => { observer.disconnect(); resolve(record); }, 50);
})`;

export function readLayoutShift(page: Page): Promise<LayoutShift> {
  return page.evaluate(READ_SHIFTS) as Promise<LayoutShift>;
}

// QA view of the analytics the mock platform received: newest first, one row per request with
// its kind, event name, path and time, and the decoded payload on demand. Built with DOM APIs and
// textContent only: every value shown came from a request body and is untrusted.
import type { AnalyticsEntry, AnalyticsLog } from '../../mocks/analytics-log.ts';
import { element } from '../client/dom.ts';

/** What the panel needs from the log (the AnalyticsLog class satisfies it). */
type AnalyticsPanelLog = Pick<AnalyticsLog, 'entries' | 'subscribe' | 'clear'>;

/** Rows shown at most; the log itself keeps more. */
const ANALYTICS_PANEL_MAX_ROWS = 200;

function time(value: number): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-GB');
}

function payload(entry: AnalyticsEntry): string {
  const value = entry.data ?? entry.body ?? entry.fields;
  if (value === undefined) return '(no body)';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** `number` is the request's place in the log (1 the first received), shown as plain text. */
function row(entry: AnalyticsEntry, number: number): HTMLLIElement {
  const item = element('li', '', 'qa-analytics__entry');
  item.dataset.kind = entry.kind;
  const details = element('details');
  const summary = element('summary');
  summary.append(
    element('span', `#${number}`, 'qa-analytics__number'),
    ' ',
    element('span', entry.kind, 'qa-analytics__kind'),
    ' ',
    element('strong', entry.event ?? '', 'qa-analytics__event'),
    ' ',
    element('code', entry.path, 'qa-analytics__path'),
    ' ',
    element('time', time(entry.time), 'qa-analytics__time'),
  );
  details.append(summary, element('pre', payload(entry), 'qa-analytics__payload'));
  item.append(details);
  return item;
}

/** Mounts the panel into `container`; returns a function that unmounts it. */
export function mountAnalyticsPanel(container: HTMLElement, log: AnalyticsPanelLog): () => void {
  const section = element('section', '', 'qa-analytics');
  section.setAttribute('aria-label', 'Recorded analytics');
  const header = element('div', '', 'qa-analytics__header');
  const title = element('h2', 'Analytics received by the mocks');
  const count = element('span', '', 'qa-analytics__count');
  count.setAttribute('aria-live', 'polite');
  const clear = element('button', 'Clear');
  clear.type = 'button';
  clear.addEventListener('click', () => log.clear());
  header.append(title, count, clear);
  // Numbered in the rows' own text (the list's markers would renumber when old rows drop off).
  const list = element('ul', '', 'qa-analytics__list');
  const empty = element('p', 'Nothing recorded yet.', 'qa-analytics__empty');
  section.append(header, empty, list);
  container.append(section);

  const render = (entries: readonly AnalyticsEntry[]) => {
    const first = Math.max(0, entries.length - ANALYTICS_PANEL_MAX_ROWS);
    const rows = entries.slice(first).map((entry, index) => row(entry, first + index + 1));
    list.replaceChildren(...rows.reverse());
    count.textContent = `${entries.length} request${entries.length === 1 ? '' : 's'}`;
    empty.hidden = entries.length > 0;
  };
  render(log.entries());
  const unsubscribe = log.subscribe(render);
  return () => {
    unsubscribe();
    section.remove();
  };
}

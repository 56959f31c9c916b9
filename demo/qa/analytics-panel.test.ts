import { afterEach, describe, expect, it } from 'vitest';
import { AnalyticsLog } from '../../mocks/analytics-log.ts';
import { mountAnalyticsPanel } from './analytics-panel.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountAnalyticsPanel', () => {
  it('lists what the mocks received, newest first, and follows new entries', () => {
    const log = new AnalyticsLog();
    log.add({
      kind: 'census-hit',
      method: 'POST',
      path: '/api/census/RecordHit',
      event: 'view',
      data: { a: 1 },
    });
    mountAnalyticsPanel(document.body, log);
    log.add({
      kind: 'event',
      method: 'POST',
      path: '/api/events/RecordEvent',
      event: 'CommerceShopping_VisitPDP',
    });
    const rows = [...document.querySelectorAll('.qa-analytics__entry')];
    expect(rows.map((row) => row.querySelector('.qa-analytics__event')?.textContent)).toEqual([
      'CommerceShopping_VisitPDP',
      'view',
    ]);
    expect(rows[1]?.querySelector('pre')?.textContent).toBe(JSON.stringify({ a: 1 }, null, 2));
    expect(document.querySelector('.qa-analytics__count')?.textContent).toBe('2 requests');
    // Numbered plainly by arrival, in the row's text: the newest is #2.
    expect(rows.map((row) => row.querySelector('.qa-analytics__number')?.textContent)).toEqual(['#2', '#1']);
  });

  it('shows untrusted values as text, never as markup', () => {
    const log = new AnalyticsLog();
    log.add({ kind: 'event', method: 'POST', path: '/p', event: '<img src=x onerror=alert(1)>' });
    mountAnalyticsPanel(document.body, log);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('.qa-analytics__event')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('Clear empties the log and the list', () => {
    const log = new AnalyticsLog();
    log.add({ kind: 'event', method: 'POST', path: '/p' });
    mountAnalyticsPanel(document.body, log);
    const clear = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Clear');
    clear?.click();
    expect(log.entries()).toEqual([]);
    expect(document.querySelectorAll('.qa-analytics__entry')).toHaveLength(0);
    expect(document.querySelector<HTMLElement>('.qa-analytics__empty')?.hidden).toBe(false);
  });

  it('unmounts and stops following the log', () => {
    const log = new AnalyticsLog();
    const unmount = mountAnalyticsPanel(document.body, log);
    unmount();
    log.add({ kind: 'event', method: 'POST', path: '/p' });
    expect(document.querySelector('.qa-analytics')).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { AnalyticsLog, MAX_ANALYTICS_ENTRIES, parseSavedAnalytics } from './analytics-log.ts';
import { setupMockPlatform } from './node.ts';

const { analytics } = setupMockPlatform();

describe('AnalyticsLog', () => {
  it('numbers entries, keeps them oldest first and reports every change', () => {
    const onChange = vi.fn();
    const log = new AnalyticsLog(undefined, onChange);
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    log.add({ kind: 'event', method: 'POST', path: '/api/events/RecordEvent', event: 'A', time: 1 });
    log.add({ kind: 'census-hit', method: 'POST', path: '/api/census/RecordHit', event: 'view', time: 2 });
    expect(log.entries().map((entry) => [entry.id, entry.event])).toEqual([
      [1, 'A'],
      [2, 'view'],
    ]);
    expect(log.ofKind('census-hit')).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    log.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(log.entries()).toEqual([]);
  });

  it('starts from saved entries and continues their numbering (persistence across pages)', () => {
    let saved = '';
    const first = new AnalyticsLog(undefined, (entries) => {
      saved = JSON.stringify(entries);
    });
    first.add({ kind: 'event', method: 'POST', path: '/p', event: 'A' });
    const second = new AnalyticsLog(parseSavedAnalytics(saved));
    second.add({ kind: 'event', method: 'POST', path: '/p', event: 'B' });
    expect(second.entries().map((entry) => [entry.id, entry.event])).toEqual([
      [1, 'A'],
      [2, 'B'],
    ]);
  });

  it(`keeps only the newest ${MAX_ANALYTICS_ENTRIES} entries`, () => {
    const log = new AnalyticsLog();
    for (let i = 0; i < MAX_ANALYTICS_ENTRIES + 5; i++)
      log.add({ kind: 'event', method: 'POST', path: '/p' });
    expect(log.entries()).toHaveLength(MAX_ANALYTICS_ENTRIES);
    expect(log.entries()[0]?.id).toBe(6);
  });

  it('ignores malformed saved data', () => {
    expect(parseSavedAnalytics(null)).toBeUndefined();
    expect(parseSavedAnalytics('{not json')).toBeUndefined();
    expect(parseSavedAnalytics('{"a":1}')).toBeUndefined();
    expect(parseSavedAnalytics('[{"id":1,"kind":"nope"},{"id":2,"kind":"event","path":"/p"}]')).toEqual([
      { id: 2, kind: 'event', path: '/p' },
    ]);
  });
});

describe('analytics handlers', () => {
  it('answer RecordEvent with 202 and census with 200, decoding form fields and data', async () => {
    const event = await fetch('http://localhost/api/events/RecordEvent', {
      method: 'POST',
      body: new URLSearchParams({ crumb: 'c', event: 'E', data: '{"a":1}' }),
    });
    const hit = await fetch('http://localhost/shop-eu/api/census/RecordHit', {
      method: 'POST',
      body: new URLSearchParams({ event: 'view', data: '{"b":2}', ss_cvr: 'x|1|1|1|1' }),
    });
    expect([event.status, hit.status]).toEqual([202, 200]);
    expect(
      analytics.entries().map(({ kind, path, event: name, data }) => ({ kind, path, name, data })),
    ).toEqual([
      { kind: 'event', path: '/api/events/RecordEvent', name: 'E', data: { a: 1 } },
      { kind: 'census-hit', path: '/shop-eu/api/census/RecordHit', name: 'view', data: { b: 2 } },
    ]);
  });

  it('decode JSON and beacon-style bodies (no form content type) and record the CSRF header', async () => {
    await fetch('http://localhost/api/1/performance/records', {
      method: 'POST',
      body: new Blob([JSON.stringify({ records: [{ metric: 'LCP' }] })], { type: 'application/json' }),
    });
    await fetch('https://collector.example/api/v1/clanker/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventSchemaName: 's', eventContent: '{"analytics_id":"a"}' }),
    });
    await fetch('http://localhost/api/events/RecordJavascriptErrors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'tok' },
      body: JSON.stringify({ events: [{ message: 'm' }] }),
    });
    const [performance, v2, errors] = analytics.entries();
    expect(performance).toMatchObject({ kind: 'performance', data: [{ metric: 'LCP' }] });
    expect(v2).toMatchObject({ kind: 'v2-event', event: 's', data: { analytics_id: 'a' } });
    expect(errors).toMatchObject({ kind: 'js-errors', csrfToken: 'tok', data: [{ message: 'm' }] });
  });
});

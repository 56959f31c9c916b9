import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_OK_STATUSES } from '../../src/core/analytics/constants.ts';
import { LEFT_CALLS_PATH, type LeftCall, startServer } from './serve.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>demo</title>');
writeFileSync(join(root, 'llms.txt'), '# Storefront\n\n> One script tag.\n');
let base = '';
let close = () => {};

beforeAll(async () => {
  const server = await startServer(root, 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** Node's own client (the test page's fetch is happy-dom's): status, headers and body. */
function call(method: string, path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const sent = httpRequest(`${base}${path}`, { method }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      sent.on('error', reject);
      sent.end(method === 'POST' ? '{}' : undefined);
    },
  );
}

describe('demo server', () => {
  it('serves files and says 404 for a file it does not have', async () => {
    expect((await call('GET', '/')).status).toBe(200);
    expect((await call('GET', '/missing.js')).status).toBe(404);
  });

  it('serves llms.txt as UTF-8 text, as code assistants read it (issue 47)', async () => {
    const answer = await call('GET', '/llms.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toBe('# Storefront\n\n> One script tag.\n');
  });

  it('answers 400 to a path that is not valid UTF-8, and keeps serving (issue 33)', async () => {
    for (const path of ['/%E0%A4%A', '/%FF', '/%']) {
      const response = await call('GET', path);
      expect(response.status).toBe(400);
      expect(response.body).toMatch(/Bad request/);
    }
    expect((await call('GET', '/')).status).toBe(200);
  });

  it('answers a platform call the mock worker sent on (its page was being left) with an empty 202 Accepted, which the legacy tracker takes without a warning', async () => {
    for (const [method, path] of [
      ['GET', '/api/commerce/inventory/stock/?itemId=x'],
      ['POST', '/api/1/performance/records'],
    ] as const) {
      const response = await call(method, path);
      expect(response.status).toBe(202);
      expect(TRACKER_OK_STATUSES).toContain(response.status);
      expect(response.headers['x-demo-unanswered']).toMatch(/no page to answer/);
      expect(response.body).toBe('');
    }
  });

  it("keeps the calls a leaving page made and lists them at /__demo/left-calls, a form's fields decoded", async () => {
    const sent = await new Promise<number>((resolve, reject) => {
      const form = httpRequest(
        `${base}/api/census/RecordHit`,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      form.on('error', reject);
      form.end('event=view&data=%7B%7D');
    });
    expect(sent).toBe(202);
    const listed = await call('GET', LEFT_CALLS_PATH);
    expect(listed.status).toBe(200);
    const calls = JSON.parse(listed.body) as LeftCall[];
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/census/RecordHit',
      fields: { event: 'view', data: '{}' },
    });
    // The JSON calls of the test above are there too, as text.
    expect(calls).toContainEqual({ method: 'POST', path: '/api/1/performance/records', text: '{}' });
  });
});

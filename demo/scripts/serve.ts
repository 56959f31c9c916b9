// A small static server for dist/ with the strict Content-Security-Policy a careful merchant
// would set: per-request script nonce with 'strict-dynamic', no 'unsafe-inline', no
// 'unsafe-eval'. The demo, the e2e tests and the benchmarks all run under it.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { NONCE_PLACEHOLDER } from './site.ts';

/** Content types of the files the demo serves (the benchmark's builder server serves the same). */
export const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json',
  '.wav': 'audio/wav',
};

/** The demo's strict policy for a page with script nonce `nonce` (the Trusted Types e2e adds enforcement to it). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    // The journal's video wrapper embeds an allow-listed player.
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The path as text, or undefined when its %-escapes are not UTF-8 ('/%E0%A4%A'): a 400, not a crash. */
function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** The file under `root` a decoded URL path names (a folder's index.html), or undefined. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = normalize(urlPath).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, clean);
  if (!candidate.startsWith(root)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  return existsSync(index) ? index : undefined;
}

/** Which build the demo's pages run: React (storefront.js) or lite (storefront-lite.js). */
export type StorefrontBuild = 'react' | 'lite';

/** The build named by STOREFRONT_BUILD (react unless it says lite). */
export function buildFromEnv(value = process.env.STOREFRONT_BUILD): StorefrontBuild {
  if (value === undefined || value === '' || value === 'react') return 'react';
  if (value === 'lite') return 'lite';
  throw new Error(`STOREFRONT_BUILD is "${value}": use react or lite.`);
}

/**
 * The lite build runs the same demo pages with its loaders in place of React's: the pages keep
 * their script tags and this server answers them with the lite files.
 */
const LITE_FILES: Record<string, string> = {
  '/storefront.js': '/storefront-lite.js',
  '/storefront-owner.js': '/storefront-owner-lite.js',
};

const PLATFORM_API_PREFIX = '/api/';

/**
 * The mock platform answers /api/ calls in a service worker that asks the calling page for each
 * answer. MSW stops asking a page at its `beforeunload`, so a call made while the page is being
 * left (a live-stock read, a last analytics event) reaches this server. The leaving page may still
 * read the answer: a 404 was logged as if the demo were broken, and a 204 made the legacy tracker
 * warn ('Error tracking event: HTTP Status 204'; SPEC 7 accepts only 200 and 202). So it is an
 * empty 202 Accepted: received, not processed. (A call the mock does not know fails in the page
 * itself: mocks/browser.ts.)
 */
function answerLeftCall(response: ServerResponse): void {
  response.writeHead(202, { 'X-Demo-Unanswered': 'the mock platform had no page to answer this call' }).end();
}

/**
 * A platform call a leaving page made, as this server received it: the visitor who leaves within
 * a second sends its page view then (issue 44), and e2e finds it here. `GET LEFT_CALLS_PATH`
 * lists them, oldest first (the last LEFT_CALLS_KEPT).
 */
export interface LeftCall {
  readonly method: string;
  readonly path: string;
  /** A form-encoded body's fields (census hits, legacy events). */
  readonly fields?: Record<string, string>;
  /** Any other body, as text. */
  readonly text?: string;
}
export const LEFT_CALLS_PATH = '/__demo/left-calls';
const LEFT_CALLS_KEPT = 200;
const LEFT_CALL_BODY_LIMIT = 64 * 1024;

/** Reads the call's body (up to LEFT_CALL_BODY_LIMIT), keeps it in `calls`, answers 202. */
function keepLeftCall(request: IncomingMessage, response: ServerResponse, url: URL, calls: LeftCall[]) {
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= LEFT_CALL_BODY_LIMIT) chunks.push(chunk);
  });
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const form = (request.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      ...(form ? { fields: Object.fromEntries(new URLSearchParams(text)) } : text ? { text } : {}),
    });
    calls.splice(0, Math.max(0, calls.length - LEFT_CALLS_KEPT));
    answerLeftCall(response);
  });
}

/** Where the owner's own pages live: outside dist/, so `npm run build` never deletes them. */
export const OWNER_PAGES = { urlPrefix: '/my-pages/', folder: 'demo/my-pages' } as const;

/**
 * Serves `root`; `mounts` maps a URL prefix (ending in '/') to another folder, served first
 * (the owner's pages folder lives outside dist/ so a build never empties it).
 */
export function startServer(
  root: string,
  port: number,
  host = '127.0.0.1',
  /** 'none': storefront.js is an empty script (the benchmark's page without the storefront). */
  build: StorefrontBuild | 'none' = 'react',
  mounts: Readonly<Record<string, string>> = {},
): Promise<Server> {
  const leftCalls: LeftCall[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (build === 'none' && url.pathname === '/storefront.js') {
      response.writeHead(200, { 'Content-Type': TYPES['.js'] as string }).end('');
      return;
    }
    if (url.pathname.startsWith(PLATFORM_API_PREFIX)) {
      keepLeftCall(request, response, url, leftCalls);
      return;
    }
    if (url.pathname === LEFT_CALLS_PATH) {
      response.writeHead(200, { 'Content-Type': TYPES['.json'] as string }).end(JSON.stringify(leftCalls));
      return;
    }
    const decoded = decodedPath(url.pathname);
    if (decoded === undefined) {
      response
        .writeHead(400, { 'Content-Type': 'text/plain' })
        .end('Bad request: the path is not valid UTF-8');
      return;
    }
    const mount = Object.keys(mounts).find((prefix) => decoded.startsWith(prefix));
    const path = (build === 'lite' && LITE_FILES[decoded]) || decoded;
    const file = mount
      ? resolveFile(mounts[mount] as string, decoded.slice(mount.length - 1))
      : resolveFile(root, path);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    let body: Buffer | string = readFileSync(file);
    if (type.startsWith('text/html')) {
      const nonce = randomBytes(16).toString('base64');
      body = body.toString('utf8').replaceAll(NONCE_PLACEHOLDER, nonce);
      headers['Content-Security-Policy'] = contentSecurityPolicy(nonce);
    }
    if (file.endsWith('mockServiceWorker.js')) headers['Service-Worker-Allowed'] = '/';
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// The pages as a merchant's site serves them, for Lighthouse (pagespeed.ts) and the Trusted Types
// e2e (demo/e2e/trusted-types.e2e.ts: the demo's boot cannot start under enforcement): the demo's HTML with
// its mock-boot tag replaced by the one storefront script tag a site owner pastes (or by nothing,
// for the page without the storefront), every text file gzipped as a CDN sends it, and the
// platform's /api/ calls answered in Node by the same mock platform the demo runs in a service
// worker (a service worker would add its own script to every page and skew the figures).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createHandlers } from '../../mocks/handlers/index.ts';
import { PlatformModel } from '../../mocks/model.ts';
import { resolveFile, TYPES } from '../scripts/serve.ts';
import { NONCE_PLACEHOLDER } from '../scripts/site.ts';

export type PageVariant = 'none' | 'react' | 'lite';

const MOCK_BOOT_TAG = /<script type="module" src="\/demo\/mock-boot\.js"[^>]*><\/script>/;
const STOREFRONT_TAG = /<script async src="\/storefront\.js"[^>]*><\/script>/;
const SCRIPT_OF: Record<Exclude<PageVariant, 'none'>, string> = {
  react: '/storefront.js',
  lite: '/storefront-lite.js',
};

/** The page's HTML with the one tag the variant needs where the demo's boot tag (or the bench's tag) was. */
function asBuilderPage(html: string, variant: PageVariant): string {
  const tag =
    variant === 'none'
      ? ''
      : `<script async src="${SCRIPT_OF[variant]}" nonce="${NONCE_PLACEHOLDER}"></script>`;
  if (MOCK_BOOT_TAG.test(html)) return html.replace(MOCK_BOOT_TAG, tag);
  if (STOREFRONT_TAG.test(html)) return html.replace(STOREFRONT_TAG, tag);
  throw new Error('the page has neither the demo boot tag nor a storefront tag');
}

/** The files of `dist` (a built demo) as startBuilderServer reads them: every page as `variant`'s builder page. */
export function builderFiles(dist: string, variant: PageVariant) {
  return (urlPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    const file = resolveFile(dist, decoded);
    if (!file) return undefined;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    return type.startsWith('text/html')
      ? { type, body: asBuilderPage(body.toString('utf8'), variant) }
      : { type, body };
  };
}

async function answerApi(
  handlers: ReturnType<typeof createHandlers>,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const fetchRequest = new Request(new URL(request.url ?? '/', origin), {
    method: request.method ?? 'GET',
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? null : (body ?? null),
  });
  const answer = await getResponse(handlers, fetchRequest);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  const out: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    out[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
}

/** The CSP of the bench's pages: strict, nonce-based. */
const benchPolicy = (nonce: string) =>
  `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; object-src 'none'; base-uri 'none'`;

/**
 * Serves `files(path)` (a text body or undefined) gzipped, with a strict CSP on pages: the
 * bench's, or `policy(nonce)` (the Trusted Types e2e serves the demo's with enforcement added).
 */
export function startBuilderServer(
  readFile: (path: string) => { body: Buffer | string; type: string } | undefined,
  policy: (nonce: string) => string = benchPolicy,
): Promise<Server> {
  const model = new PlatformModel();
  const handlers = createHandlers(model);
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    if (url.pathname.startsWith('/api/')) {
      answerApi(handlers, request, response, origin).catch(() => response.writeHead(500).end());
      return;
    }
    const file = readFile(url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Content-Encoding': 'gzip',
      'Cache-Control': 'no-cache',
    };
    let zipped: Buffer;
    if (file.type.startsWith('text/html')) {
      const nonce = randomBytes(16).toString('base64');
      zipped = gzipSync(String(file.body).replaceAll(NONCE_PLACEHOLDER, nonce));
      headers['Content-Security-Policy'] = policy(nonce);
    } else {
      zipped = gzipped.get(url.pathname) ?? gzipSync(file.body);
      gzipped.set(url.pathname, zipped);
    }
    response.writeHead(200, headers).end(zipped);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

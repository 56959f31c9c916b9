// One Lighthouse run as PageSpeed Insights reports it: the default (mobile) preset, simulated
// slow 4G and 4x CPU, performance category only, in Debian's Chromium. Returns the figures a
// merchant reads in the report.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/harness.ts';

export interface PageSpeed {
  readonly score: number;
  readonly tbt: number;
  readonly lcp: number;
  readonly tti: number;
  readonly cls: number;
  /** Script evaluation and parse time Lighthouse attributes to scripts ("bootup-time"). */
  readonly bootup: number;
  /** Bytes of JavaScript transferred (gzip, as served). */
  readonly jsBytes: number;
  /** Script requests. */
  readonly scripts: number;
}

interface NetworkRequest {
  readonly resourceType?: string;
  readonly transferSize?: number;
}

type Chrome = Awaited<ReturnType<typeof launch>>;

export function launchLighthouseChrome(): Promise<Chrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

export async function measurePageSpeed(chrome: Chrome, url: string): Promise<PageSpeed> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    tti: audit('interactive'),
    cls: audit('cumulative-layout-shift'),
    bootup: audit('bootup-time'),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
  };
}

// storefront.js: the one classic <script async> site owners paste. It reads its own URL and CSP
// nonce, adds the stylesheet, and imports the ES bundle beside it (import() works from classic
// scripts and carries the nonce along) at the shopper's first intent or the first idle moment
// after the page's load event (start-trigger.ts): the page's own content loads first. Its chunks
// resolve against its own URL, never a <base> the page may hold. Kept tiny: it is the only part
// that cannot be cached under a hashed name.
import { pageSiteId, paintCartGlance, readCartGlance } from '../core/contract/cart-glance.ts';
import { watchStartTrigger } from './start-trigger.ts';

type Start = (options: {
  nonce?: string | undefined;
  analytics?: string | null | undefined;
  pressed?: readonly HTMLButtonElement[];
}) => Promise<unknown>;

/**
 * This script's own element, read through Document.prototype: a page element named
 * "currentScript" (<img name=currentScript>) shadows document.currentScript (issue 48).
 */
function ownScript(): HTMLScriptElement | null {
  const current = Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')?.get?.call(document);
  return current instanceof HTMLScriptElement ? current : null;
}

/**
 * The URL the tag loaded this file from: its src attribute against the page's own address, never
 * document.baseURI or script.src, both of which a <base href> planted in the page moves (issue 48).
 */
function ownUrl(script: HTMLScriptElement | null): string {
  const src = script ? Element.prototype.getAttribute.call(script, 'src') : null;
  return new URL(src || '.', location.href).href;
}

// Symbol-keyed: <div id="__storefrontLoaderStarted"> made the old string flag look set (issue 33).
const LOADED_FLAG = Symbol.for('storefront.loader-started');

(() => {
  const script = ownScript();
  const flags = window as unknown as Record<symbol, unknown>;
  if (flags[LOADED_FLAG]) {
    console.warn('[Storefront] storefront.js is on this page more than once; only the first copy runs.');
    return;
  }
  flags[LOADED_FLAG] = true;
  const nonce = script?.nonce || script?.getAttribute('nonce') || undefined;
  const base = new URL('.', ownUrl(script));
  /** A chunk of ours: beside this file, never on another origin (issue 48: a planted <base>). */
  const chunkUrl = (path: string) => {
    const url = new URL(path, base);
    if (url.origin !== base.origin) throw new Error(`refused a chunk from ${url.origin}`);
    return url.href;
  };
  const version = __STOREFRONT_VERSION__;

  // A returning shopper's pill, right at once (issue 44): what it showed last, confirmed by the
  // runtime's cart read. Painted now and again once the page is parsed (the header may come later).
  const glance = readCartGlance(document, pageSiteId(document));
  if (glance) {
    paintCartGlance(document, glance);
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', () => paintCartGlance(document, glance), { once: true });
  }

  if (!document.querySelector('link[data-storefront-css]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = chunkUrl(`storefront.css?v=${version}`);
    link.setAttribute('data-storefront-css', '');
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }

  // The core chunk (hashed, so cached for good; storefront-main.js re-exports it for those who
  // import the ES bundle themselves) and what it imports, fetched side by side at the start (the
  // first idle moment after load), then evaluated one by one. Not at the load event: Lighthouse
  // counts a request begun before its observed largest paint as that paint's, and the three
  // chunks' 100 KB moved the product page's simulated LCP from 1.0 s to 2.0 s in half the runs.
  const preloadCore = () => {
    for (const chunk of __STOREFRONT_PRELOAD__) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = chunkUrl(chunk);
      if (nonce) preload.nonce = nonce;
      document.head.append(preload);
    }
  };

  // The core's chunks one per task, each after what it imports (React, then the core): one
  // import() of the core evaluates them all in a single task (400 ms at 4x CPU; issue 44). Then
  // the start, in a task of its own too: starting in the core's microtasks made it twice as long.
  // storefront-lite.js is this same file built for lite/chunks/ (preact/compat).
  const evaluateInTurn = (chunks: readonly string[]) =>
    chunks.reduce<Promise<unknown>>(
      (previous, chunk) =>
        previous
          .then(() => import(/* @vite-ignore */ chunkUrl(chunk)))
          .then((module) => new Promise((resolve) => setTimeout(resolve, 0, module))),
      Promise.resolve(),
    );

  const trigger = watchStartTrigger(() => {
    preloadCore();
    evaluateInTurn([
      ...__STOREFRONT_PRELOAD__.filter((chunk) => chunk !== __STOREFRONT_CORE__),
      __STOREFRONT_CORE__,
    ])
      // data-analytics="all-off" | "analytics-off": the owner's switch, read before anything is sent.
      .then((core) =>
        (core as { start: Start }).start({
          nonce,
          analytics: script?.getAttribute('data-analytics'),
          pressed: trigger.presses,
        }),
      )
      .catch((error: unknown) => console.error(`[Storefront] could not load ${__STOREFRONT_CORE__}`, error))
      // From here the runtime keeps early presses itself.
      .finally(() => trigger.stop());
  });
})();

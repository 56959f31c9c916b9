// storefront.js: the one classic <script async> site owners paste. It reads its own URL and CSP
// nonce, adds the stylesheet, and imports the ES bundle beside it (import() works from classic
// scripts and carries the nonce along) when the shopper first shows intent or the loaded page has
// gone quiet (start-trigger.ts): the page's own content loads first. Kept tiny: it is the only
// part that cannot be cached under a hashed name.
import { watchStartTrigger } from './start-trigger.ts';

type Start = (options: {
  nonce?: string | undefined;
  analytics?: string | null | undefined;
  pressed?: readonly HTMLButtonElement[];
}) => Promise<unknown>;

// Symbol-keyed: <div id="__storefrontLoaderStarted"> made the old string flag look set (issue 33).
const LOADED_FLAG = Symbol.for('storefront.loader-started');

(() => {
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
  const flags = window as unknown as Record<symbol, unknown>;
  if (flags[LOADED_FLAG]) {
    console.warn('[Storefront] storefront.js is on this page more than once; only the first copy runs.');
    return;
  }
  flags[LOADED_FLAG] = true;
  const nonce = script?.nonce || script?.getAttribute('nonce') || undefined;
  const base = new URL('.', script?.src || document.baseURI);
  const version = __STOREFRONT_VERSION__;

  if (!document.querySelector('link[data-storefront-css]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(`storefront.css?v=${version}`, base).href;
    link.setAttribute('data-storefront-css', '');
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }

  // The core chunk (hashed, so cached for good; storefront-main.js re-exports it for those who
  // import the ES bundle themselves): a second after the page has loaded (so it never competes
  // with the page's own images, fonts or largest paint), fetch it and what it imports, so the
  // first intent only evaluates them.
  const preloadCore = () => {
    for (const chunk of __STOREFRONT_PRELOAD__) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = new URL(chunk, base).href;
      if (nonce) preload.nonce = nonce;
      document.head.append(preload);
    }
  };

  const trigger = watchStartTrigger(() => {
    // storefront-lite.js is this same file built for lite/chunks/core-<hash>.js (preact/compat).
    import(/* @vite-ignore */ new URL(__STOREFRONT_CORE__, base).href)
      // Start in a task of its own: evaluating the bundle is one long task already, and starting
      // in its microtasks would make it twice as long (measured at 4x CPU: 506 ms in one task).
      .then(
        (core: { start: Start }) => new Promise<{ start: Start }>((resolve) => setTimeout(resolve, 0, core)),
      )
      // data-analytics="all-off" | "analytics-off": the owner's switch, read before anything is sent.
      .then((core) =>
        core.start({ nonce, analytics: script?.getAttribute('data-analytics'), pressed: trigger.presses }),
      )
      .catch((error: unknown) => console.error(`[Storefront] could not load ${__STOREFRONT_CORE__}`, error))
      // From here the runtime keeps early presses itself.
      .finally(() => trigger.stop());
  }, preloadCore);
})();

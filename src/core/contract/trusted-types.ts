// The one place strings become HTML or script URLs in the page (issue 33 items 2 and 4): the
// Trusted Types policy named `storefront`. Under the CSP line
// `require-trusted-types-for 'script'; trusted-types storefront dompurify` the browser refuses a
// plain string in innerHTML or a script's src; this module turns only two kinds of string into
// the trusted values it wants: HTML our sanitisers produced (they register it here) and the
// captcha's script URL. Without Trusted Types (most pages, the server half, tests) the same
// functions assign the plain string. `npm run check` (tools/url-rule.ts) refuses innerHTML and
// src assignments anywhere else.
//
// It also marks where it put HTML (bundle-insertions.ts): the DOM watcher never starts an island
// inside such an element (HTML the bundle inserted cannot mount).
import { RECAPTCHA_ENTERPRISE_SCRIPT_URL } from '../domain/forms/constants.ts';
import { markBundleInsertion } from './bundle-insertions.ts';

/** The policy's name, as the CSP's `trusted-types` directive lists it. */
const TRUSTED_TYPES_POLICY = 'storefront';

interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScriptURL(input: string): string },
  ): Policy;
}

interface PageState {
  /** The page's `storefront` policy, or null without Trusted Types. */
  readonly policy: Policy | null;
  /** Sanitiser output (a pop-up's HTML is inserted again each time it opens, so it is kept). */
  readonly sanitised: Set<string>;
}

// The policy and its set live in this module's closure only: a page script that could reach the
// set could add its own HTML and have the policy trust it. A policy name can be created once per
// page; a second copy of the bundle does nothing (the loader stops it), so it never asks.
let state: PageState | undefined;

/** The captcha script's address without its query: the only script this bundle adds by URL. */
const CAPTCHA_SCRIPT = RECAPTCHA_ENTERPRISE_SCRIPT_URL.slice(0, RECAPTCHA_ENTERPRISE_SCRIPT_URL.indexOf('?'));

function allowedScriptUrl(input: string): string {
  const url = new URL(input);
  if (`${url.origin}${url.pathname}` !== CAPTCHA_SCRIPT)
    throw new TypeError(`not a script of Storefront: ${input}`);
  return input;
}

function pageState(): PageState {
  if (state) return state;
  const sanitised = new Set<string>();
  const allowedHtml = (input: string) => {
    if (!sanitised.has(input)) throw new TypeError('HTML that did not come from a Storefront sanitiser');
    return input;
  };
  const factory = (globalThis as { trustedTypes?: unknown }).trustedTypes as TrustedTypesFactory | undefined;
  state = {
    policy:
      factory && typeof factory.createPolicy === 'function'
        ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
            createHTML: allowedHtml,
            createScriptURL: allowedScriptUrl,
          })
        : null,
    sanitised,
  };
  return state;
}

function trustedHtml(html: string): string {
  const { policy, sanitised } = pageState();
  if (!sanitised.has(html)) throw new TypeError('HTML that did not come from a Storefront sanitiser');
  return (policy?.createHTML(html) ?? html) as string;
}

/** Called by a sanitiser on its output: this string may become HTML. */
export function registerSanitised(html: string): string {
  pageState().sanitised.add(html);
  return html;
}

/** Fills `element` with sanitiser output (see registerSanitised) and marks it as a bundle insertion point. */
export function setSanitisedHtml(element: Element, html: string): void {
  const trusted = trustedHtml(html);
  markBundleInsertion(element);
  element.innerHTML = trusted;
}

/** Sanitiser output parsed in an inert document (a <template>'s), for a second look before it is used. */
export function parseSanitised(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = trustedHtml(html);
  return template.content;
}

/** Points a script element at the captcha's script (the only URL allowed). */
export function setCaptchaScriptSrc(script: HTMLScriptElement, url: string): void {
  const { policy } = pageState();
  script.src = (policy?.createScriptURL(url) ?? allowedScriptUrl(url)) as string;
}

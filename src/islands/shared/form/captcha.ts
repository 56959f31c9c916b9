// The enterprise v3 captcha (spec 4 and 7), framework-free: the script is injected once per page
// with the page's CSP nonce, on demand; its badge stays hidden until a form field is focused.

import { setCaptchaScriptSrc } from '../../../core/contract/trusted-types.ts';
import type { SiteContext } from '../../../core/domain/context-schema.ts';
import { RECAPTCHA_ENTERPRISE_SCRIPT_URL } from '../../../core/domain/forms/constants.ts';

export interface GrecaptchaEnterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface CaptchaWindow {
  grecaptcha?: { enterprise?: GrecaptchaEnterprise };
}

const MISSING_SITE_KEY_MESSAGE = '[Storefront] Enterprise V3 ReCaptcha site key not found';

/** The attribute on <html> that lets the badge show (see form.css). */
export const BADGE_VISIBLE_ATTRIBUTE = 'data-sf-captcha';

interface CaptchaPage {
  script?: Promise<GrecaptchaEnterprise> | undefined;
  reportedMissingKey?: boolean;
}

const pages = new WeakMap<Document, CaptchaPage>();

function pageOf(doc: Document): CaptchaPage {
  let page = pages.get(doc);
  if (!page) {
    page = {};
    pages.set(doc, page);
  }
  return page;
}

/** Forgets what was loaded and logged on a page (tests, or a builder preview that resets). */
export function forgetCaptchaPage(doc: Document): void {
  pages.delete(doc);
}

/** The site key from the page context: the enterprise context first, then the website's captcha settings. */
export function captchaSiteKey(context: Pick<SiteContext, 'recaptchaEnterpriseContext' | 'captchaSettings'>) {
  const key =
    context.recaptchaEnterpriseContext?.recaptchaEnterpriseSiteKey || context.captchaSettings?.siteKey;
  return key?.trim() || undefined;
}

export function captchaScriptUrl(siteKey: string): string {
  return RECAPTCHA_ENTERPRISE_SCRIPT_URL.replace('{siteKey}', encodeURIComponent(siteKey));
}

/** Logs the missing site key once per page. */
export function reportMissingSiteKey(doc: Document): void {
  const page = pageOf(doc);
  if (page.reportedMissingKey) return;
  page.reportedMissingKey = true;
  console.error(MISSING_SITE_KEY_MESSAGE);
}

/** Lets the captcha badge show; until then form.css keeps it hidden. */
export function revealCaptchaBadge(doc: Document): void {
  doc.documentElement.setAttribute(BADGE_VISIBLE_ATTRIBUTE, '');
}

/**
 * `grecaptcha.enterprise` when the captcha script has set it: its two functions are checked, so
 * page elements named `grecaptcha` and `enterprise` (which window and collections expose by
 * name) are never taken for it (issue 33).
 */
function enterpriseOf(doc: Document): GrecaptchaEnterprise | undefined {
  const enterprise: unknown = (doc.defaultView as (Window & CaptchaWindow) | null)?.grecaptcha?.enterprise;
  const candidate = enterprise as Partial<GrecaptchaEnterprise> | null | undefined;
  return typeof candidate?.ready === 'function' && typeof candidate.execute === 'function'
    ? (candidate as GrecaptchaEnterprise)
    : undefined;
}

/**
 * Injects the script once per page (with the nonce) and resolves with `grecaptcha.enterprise`.
 * A failed load is forgotten so a later attempt can try again.
 */
export function loadCaptcha(
  doc: Document,
  siteKey: string,
  nonce: string | undefined,
): Promise<GrecaptchaEnterprise> {
  const page = pageOf(doc);
  if (page.script) return page.script;
  const promise = new Promise<GrecaptchaEnterprise>((resolve, reject) => {
    const existing = enterpriseOf(doc);
    if (existing) {
      resolve(existing);
      return;
    }
    const script = doc.createElement('script');
    setCaptchaScriptSrc(script, captchaScriptUrl(siteKey));
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => {
      const enterprise = enterpriseOf(doc);
      if (enterprise) resolve(enterprise);
      else reject(new Error('captcha script loaded without grecaptcha.enterprise'));
    });
    script.addEventListener('error', () => reject(new Error(`could not load ${script.src}`)));
    doc.head.append(script);
  });
  page.script = promise;
  promise.catch(() => {
    if (page.script === promise) page.script = undefined;
  });
  return promise;
}

/** A token for `action`, once the captcha is ready. */
export function executeCaptcha(
  enterprise: GrecaptchaEnterprise,
  siteKey: string,
  action: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    enterprise.ready(() => {
      enterprise.execute(siteKey, { action }).then((token) => {
        if (token) resolve(token);
        else reject(new Error('captcha returned an empty token'));
      }, reject);
    });
  });
}

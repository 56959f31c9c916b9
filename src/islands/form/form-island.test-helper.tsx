// Test harness for the form islands: real services over the MSW mock platform, an observable
// navigate and event log, and a fake enterprise captcha on the window (tokens captcha-1, -2, ...)
// whose answers a test can hold back.

import type { ReactElement } from 'react';
import { renderIsland } from '../../test/render-island.tsx';
import { forgetCaptchaPage } from '../shared/form/captcha.ts';

const SITE_KEY = 'test-site-key';

/** The XSS payloads post-submit HTML and server messages are tested with. */
export const XSS_HTML =
  '<p>Thanks <b>friend</b></p><img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
  '<a href="javascript:window.__xss = 3">click</a><a href="/blog/" target="_blank">journal</a>';

type CaptchaWindow = typeof window & {
  grecaptcha?: {
    enterprise: { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> };
  };
  __xss?: unknown;
};

export function installFakeCaptcha() {
  const actions: string[] = [];
  let held: (() => void)[] | undefined;
  let n = 0;
  (window as CaptchaWindow).grecaptcha = {
    enterprise: {
      ready: (callback) => callback(),
      execute: (_key, { action }) => {
        actions.push(action);
        const token = `captcha-${++n}`;
        if (!held) return Promise.resolve(token);
        const queue = held;
        return new Promise((resolve) => queue.push(() => resolve(token)));
      },
    },
  };
  return {
    actions,
    /** Later tokens wait until release(). */
    hold() {
      held = [];
    },
    release() {
      const queue = held ?? [];
      held = undefined;
      for (const resolve of queue) resolve();
    },
  };
}

export function removeFakeCaptcha(): void {
  delete (window as CaptchaWindow).grecaptcha;
  delete (window as CaptchaWindow).__xss;
  forgetCaptchaPage(document);
}

export function xssRan(): unknown {
  return (window as CaptchaWindow).__xss;
}

/** The shared island renderer on a site whose context has a captcha key. */
export function renderFormIsland(island: ReactElement, context: Record<string, unknown> = {}) {
  return renderIsland(island, {
    context: { recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: SITE_KEY }, ...context },
  });
}

// Demo only: the enterprise captcha's browser API, answering at once with a fresh token, so the
// captcha-bound forms work offline and under the demo's strict CSP. The form kit finds it on the
// window and injects no script. Real pages load Google's script instead.
let issued = 0;

export function installCaptchaStub(): void {
  const win = window as typeof window & { grecaptcha?: { enterprise?: Record<string, unknown> } };
  // Elements named grecaptcha (DOM clobbering, /qa/security/) are no captcha: only a real one stays.
  if (typeof win.grecaptcha?.enterprise?.execute === 'function') return;
  win.grecaptcha = {
    enterprise: {
      ready: (callback: () => void) => callback(),
      execute: async (_siteKey: string, { action }: { action: string }) => `demo-${action}-${++issued}`,
    },
  };
}

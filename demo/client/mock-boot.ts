// Demo only: starts the mock platform in a service worker, shows the QA panel, then adds the
// storefront script tag exactly as a site owner pastes it. The tag is added after the worker
// is ready so the bundle's first API call is already mocked.
//
// Any page can run against the mock platform (docs/mock-platform.md): replace the storefront tag
// with this script's tag. Its own data-storefront-src says where storefront.js is, and every
// other data-* attribute on it (data-analytics="all-off", say) is copied onto the storefront tag.
import Cookies from 'js-cookie';
import { createBrowserPlatform, readScenario, writeScenario } from '../../mocks/browser.ts';
import { mountAnalyticsPanel } from '../qa/analytics-panel.ts';
import { installCaptchaStub } from './captcha-stub.ts';
import { mountConsentBanner } from './consent-banner.ts';
import { mountLanding } from './landing.ts';
import { mountQaPanel } from './qa-panel.ts';

const DEMO_CRUMB = 'demo-crumb-token';

async function boot() {
  // The platform sets the CSRF crumb cookie when it serves a page; the static demo does it here.
  if (!Cookies.get('crumb')) Cookies.set('crumb', DEMO_CRUMB, { path: '/', sameSite: 'Lax' });
  installCaptchaStub();
  const platform = createBrowserPlatform();
  await platform.start();
  const analyticsSection = mountQaPanel({
    scenario: readScenario(),
    setScenario: (scenario) => {
      writeScenario(scenario);
      location.reload();
    },
    reset: () => platform.reset(),
  });
  mountAnalyticsPanel(analyticsSection, platform.analytics);
  mountLanding();
  mountConsentBanner();
  const own = document.currentScript ?? document.querySelector('script[data-demo-boot]');
  const nonce = own instanceof HTMLScriptElement ? own.nonce : '';
  const ownData = own instanceof HTMLElement ? own.dataset : {};
  // Owner pages: the owner tools' own script, after the worker, as an owner's admin page loads it.
  const ownerSrc = document.body.dataset.storefrontOwnerSrc;
  if (ownerSrc) {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = ownerSrc;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }
  // QA pages can ask for the tag more than once, as a site owner pasting it twice would.
  const copies = Number(document.body.dataset.storefrontCopies ?? 1);
  for (let copy = 0; copy < copies; copy++) {
    const script = document.createElement('script');
    script.src = ownData.storefrontSrc ?? document.body.dataset.storefrontSrc ?? '/storefront.js';
    script.async = true;
    for (const [key, value] of Object.entries(ownData)) {
      if (key !== 'demoBoot' && key !== 'storefrontSrc' && value !== undefined) script.dataset[key] = value;
    }
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  }
}

boot().catch((error: unknown) => console.error('[demo] could not start the mock platform', error));

// /qa/security/ (issue 33): a page an attacker with a builder account could make. Elements that
// clobber the globals the bundle once read (the loader's flag, window.Storefront.version,
// grecaptcha.enterprise), buttons whose link hides javascript: from a regular expression, and a
// site form whose post-submit HTML tries to start an island. demo/e2e/security.e2e.ts proves on
// both builds that the page boots, signs up, and that nothing of it runs or mounts.
import { NEWSLETTER_FORM_ID, SECURITY_FORM } from '../../mocks/fixtures/forms.ts';

/** data-href values the URL parser reads as javascript: (as HTML, so the entities become characters). */
const HIDDEN_SCRIPT_HREFS = [
  'java&#9;script:window.__xss=21',
  'java&#10;script:window.__xss=22',
  '&#1;javascript:window.__xss=23',
  'javascript&#9;:window.__xss=24',
  'JaVaScRiPt:window.__xss=25',
];

/** The console line each hidden link's button logs when it declines (one each, on both builds). */
export const HIDDEN_SCRIPT_DECLINED = HIDDEN_SCRIPT_HREFS.map(
  (_, index) =>
    new RegExp(`id="hidden-script-${index}">: invalid island options: data-href may not use that scheme`),
);

const dataJson = (value: unknown) =>
  `<script type="application/json">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

export function securityPageBody(): string {
  return `<h1>Security</h1>
<p>Elements named like the storefront's globals, links that hide javascript:, and HTML that tries to start an island. The shop still works.</p>
<div id="__storefrontLoaderStarted">loader flag</div>
<form id="Storefront" aria-label="Named Storefront"><input name="version" aria-label="version"></form>
<a id="grecaptcha" href="#one">grecaptcha one</a><a id="grecaptcha" name="enterprise" href="#two">grecaptcha two</a>
<section><h2>Links</h2>
<div data-storefront="button" id="good-button" data-href="/blog/" data-label="Read the journal"></div>
${HIDDEN_SCRIPT_HREFS.map((href, index) => `<div data-storefront="button" id="hidden-script-${index}" data-href="${href}" data-label="Hidden ${index}">Server HTML of hidden link ${index}</div>`).join('\n')}
</section>
<section><h2>Sign up</h2>
<div data-storefront="newsletter" id="security-newsletter" data-form-id="${NEWSLETTER_FORM_ID}" data-captcha="true" data-title="Letters" data-button-text="Sign up"></div>
<div data-storefront="form" id="security-form">${dataJson(SECURITY_FORM)}</div>
</section>`;
}

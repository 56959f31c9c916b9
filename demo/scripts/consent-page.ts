// /qa/consent/ (issue 36): a page whose context turns the cookie banner on, with the demo's own
// small banner (demo/client/consent-banner.ts) calling Storefront.consent through the pre-load
// queue. demo/e2e/consent.e2e.ts proves on both builds that no visitor analytics leaves the page
// before the choice, everything held goes on Accept, nothing on Refuse, and the cart always works.

const dataJson = (value: unknown) =>
  `<script type="application/json">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

export function consentPageBody(product: unknown): string {
  return `<h1>Consent</h1>
<p>This page asks before tracking: visitor analytics waits until you choose, and the shop works either way.</p>
<section id="demo-consent-banner" class="demo-consent-banner" aria-label="Cookie consent">
<p>We would like to measure visits and sales to improve this shop.</p>
<button type="button" data-consent="accept">Accept analytics</button>
<button type="button" data-consent="refuse">Refuse</button>
</section>
<p id="demo-consent-choice" role="status"></p>
<div data-storefront-product id="consent-mug">${dataJson(product)}
<div data-storefront="product-price"></div><div data-storefront="add-to-cart"></div></div>
`;
}

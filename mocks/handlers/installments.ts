// The installment provider's modal HTML (spec 7: fetched by shopper language and country). It answers
// at the bundle's default address ({apiRoot}installments/modal/{locale}.html), so the demo needs
// no `installmentModalUrl`; the QA scenarios (server error, offline, slow...) apply,
// so the pop-up's fallback can be tried from the QA panel. The HTML carries a planted script and
// event handler, as untrusted HTML may, to show they never reach the page, and a mount point that
// tries to start a button island with a hidden javascript: link (issue 33): it stays text. Its
// <style> and style attribute would make the page's CSP report, were they parsed (issue 33 item 6).
import { HttpResponse, http } from 'msw';
import type { Scenario } from '../model.ts';
import { applyScenario } from './scenario.ts';

const BRANDS: Readonly<Record<string, string>> = { GB: 'Clearpay' };

function installmentModalHtml(locale: string): string {
  const [language = 'en', country = 'US'] = locale.split('_');
  const brand = BRANDS[country] ?? 'Afterpay';
  const french = language === 'fr';
  return `<style>.provider-modal { color: red }</style><div class="provider-modal" lang="${language}" style="color: red">
<h3>${french ? 'Achetez maintenant. Payez plus tard.' : 'Shop now. Pay later.'}</h3>
<ol>
<li>${french ? 'Ajoutez vos articles au panier' : 'Add your favourites to cart'}</li>
<li>${french ? `Choisissez ${brand} au paiement` : `Select ${brand} at checkout`}</li>
<li>${french ? 'Payez en 4 versements sans intérêt' : 'Pay in 4 interest-free payments, every two weeks'}</li>
</ol>
<p><img src="/demo/images/cups.svg" alt="" width="40" height="40" onerror="window.__sfInjected = true"> ${brand} (${locale})</p>
<script>window.__sfInjected = true;</script>
<div data-storefront="button" data-href="java&#9;script:window.__sfInjected = true" data-label="Injected island">Provider promo</div>
<p><a href="https://example.com/${brand.toLowerCase()}/terms" onclick="window.__sfInjected = true">${french ? 'Conditions' : 'Terms'}</a></p>
</div>`;
}

export function installmentHandlers(scenario: () => Scenario) {
  return [
    http.get('*/installments/modal/:file', async ({ request, params }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const locale = String(params.file).replace(/\.html$/, '');
      return HttpResponse.text(installmentModalHtml(locale), {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }),
  ];
}

// The demo's own small consent banner (/qa/consent/, issue 36): what a site's consent manager
// does, reduced to two buttons. The choice goes through the storefront's queue, which works
// before and after the script has loaded: `(window.Storefront ||= []).push(['consent', …])`.
export function mountConsentBanner(): void {
  const banner = document.getElementById('demo-consent-banner');
  const status = document.getElementById('demo-consent-choice');
  if (!banner) return;
  for (const button of Array.from(banner.querySelectorAll<HTMLButtonElement>('button[data-consent]'))) {
    button.addEventListener('click', () => {
      const granted = button.dataset.consent === 'accept';
      window.Storefront ??= [];
      (window.Storefront as { push(call: readonly unknown[]): unknown }).push([
        'consent',
        { analytics: granted, marketing: granted },
      ]);
      banner.hidden = true;
      if (status) status.textContent = granted ? 'You accepted analytics.' : 'You refused analytics.';
    });
  }
}

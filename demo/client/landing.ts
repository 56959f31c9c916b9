// Demo-only content for the platform pages the storefront links to (the checkouts): the
// parameters checkout was opened with. (The cart page is the storefront's own cart island.)
import { element } from './dom.ts';

export function mountLanding(): void {
  const target = document.querySelector<HTMLElement>('[data-demo-landing]');
  if (!target) return;
  const params = [...new URLSearchParams(location.search)];
  if (params.length === 0) return;
  const list = element('dl', '', 'demo-params');
  for (const [name, value] of params) list.append(element('dt', name), element('dd', value));
  target.replaceChildren(list);
}

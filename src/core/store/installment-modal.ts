// Loads the installment provider's modal HTML and sanitises it (event handlers dropped before
// any parsing, then DOMPurify over the browser's own parser) before any island sees it: no scripts, no event handlers, no forms or frames, links
// open in a new window with no opener. HTML too long or too deep for a linear parse is refused
// before any of that (HtmlRefused, bounded-html.ts). A failure is only logged (spec 8) and answers undefined,
// so the pop-up shows its readable fallback. Loaded on demand (it carries the sanitiser): the
// services import it the first time a pop-up opens.
import DOMPurify, { type NodeHook, type UponSanitizeAttributeHook } from 'dompurify';
import type { KyInstance } from 'ky';
import { isRuntimeAttribute } from '../contract/attributes.ts';
import { parseSanitised, registerSanitised } from '../contract/trusted-types.ts';
import { safeMediaUrl, safeUrl } from '../domain/safe-url.ts';
import { fetchInstallmentModal } from '../platform/installment-api.ts';
import { isKeptClass, keepOnlyKeptClasses } from '../template/kept-classes.ts';
import { withoutEventHandlers } from '../template/without-handlers.ts';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'link',
  'meta',
  'base',
];

/**
 * Throws unless `html` (sanitiser output, see registerSanitised) is inert: no element the
 * sanitiser should have removed, no event handler, style or data-storefront attribute, no
 * address the URL rule refuses. A second line of defence that fails closed: a DOM the
 * sanitiser cannot work with (DOMPurify does not support every DOM implementation) gives the
 * fallback text instead of unsafe HTML.
 */
export function assertInert(html: string): void {
  for (const element of parseSanitised(html).querySelectorAll('*')) {
    if (FORBID_TAGS.includes(element.localName))
      throw new Error(`sanitised HTML still has <${element.localName}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'style' || lower === 'srcset' || isRuntimeAttribute(lower))
        throw new Error(`sanitised HTML still has ${lower}=`);
      if (lower === 'class' && !value.split(/\s+/).every((each) => each === '' || isKeptClass(each)))
        throw new Error('sanitised HTML still has a class outside the allow-list');
      const isLink = lower === 'href' || lower === 'xlink:href' || lower === 'action';
      // Links may also mail or call; sources may be data: images. Nothing else but http(s) and the page's own.
      if (isLink && safeUrl(value, undefined, ['mailto:', 'tel:']) === undefined)
        throw new Error(`sanitised HTML still has an unsafe URL in ${lower}`);
      if (lower === 'src' && safeMediaUrl(value) === undefined)
        throw new Error(`sanitised HTML still has an unsafe URL in ${lower}`);
    }
  }
}

const keepNoRuntimeAttribute: UponSanitizeAttributeHook = (_node, data) => {
  // Nothing the provider writes can become an island.
  if (isRuntimeAttribute(data.attrName)) data.keepAttr = false;
};

const linksOpenApart: NodeHook = (node) => {
  if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
};

/**
 * The provider's HTML with everything active removed; safe for innerHTML. It uses the page's one
 * DOMPurify instance, its hooks only for this call: a second instance would ask Trusted Types for
 * a second 'dompurify' policy, be refused and sanitise everything to ''.
 */
export function sanitizeInstallmentHtml(html: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', keepNoRuntimeAttribute);
  DOMPurify.addHook('uponSanitizeAttribute', keepOnlyKeptClasses);
  DOMPurify.addHook('afterSanitizeAttributes', linksOpenApart);
  try {
    // Handlers never reach a parser of the page: Chromium reports them under CSP even in an inert one.
    const clean = registerSanitised(
      String(
        DOMPurify.sanitize(withoutEventHandlers(html), {
          USE_PROFILES: { html: true },
          FORBID_TAGS,
          FORBID_ATTR: ['style', 'srcset'],
          ADD_ATTR: ['target'],
          RETURN_TRUSTED_TYPE: false,
        }),
      ),
    );
    assertInert(clean);
    return clean;
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute', keepNoRuntimeAttribute);
    DOMPurify.removeHook('uponSanitizeAttribute', keepOnlyKeptClasses);
    DOMPurify.removeHook('afterSanitizeAttributes', linksOpenApart);
  }
}

export async function loadInstallmentModal(http: KyInstance, url: string): Promise<string | undefined> {
  try {
    const html = sanitizeInstallmentHtml(await fetchInstallmentModal(http, url));
    return html.trim() === '' ? undefined : html;
  } catch (error) {
    console.warn(
      '[Storefront] The installment provider modal could not be loaded; showing the fallback text.',
      error,
    );
    return undefined;
  }
}

// Untrusted HTML from the platform (a form's post-submit HTML) loses its event handlers before any
// parser sees it (withoutEventHandlers), then goes through DOMPurify before it reaches the page: scripts, event handlers, javascript: and data: links, forms and styles are
// removed. DOMPurify is only as good as the DOM under it, so it is checked once against a known
// payload; where it fails that check (no DOM, as in the server half, or a DOM it does not support)
// the HTML is shown as plain text instead.
import DOMPurify, { type Config } from 'dompurify';
import { isRuntimeAttribute } from '../../core/contract/attributes.ts';
import { registerSanitised } from '../../core/contract/trusted-types.ts';
import { HtmlRefused } from '../../core/template/bounded-html.ts';
import { escapeHtml, stripHtml } from '../../core/template/html.ts';
import { keepOnlyKeptClasses } from '../../core/template/kept-classes.ts';
import { withoutEventHandlers } from '../../core/template/without-handlers.ts';

const OPTIONS: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  RETURN_TRUSTED_TYPE: false,
};

// No event handler in the probe: Chromium reports a CSP violation for one even in an inert document.
const PROBE = '<p title="t">a</p><script>b</script><a href="javascript:c">d</a>';
const PROBE_CLEAN = '<p title="t">a</p><a>d</a>';

let trusted: boolean | undefined;

/** Whether DOMPurify works in this document (it does in browsers; not without a DOM). */
export function sanitizerWorks(): boolean {
  if (trusted === undefined) {
    trusted = false;
    if (DOMPurify.isSupported) {
      try {
        trusted = String(DOMPurify.sanitize(PROBE, OPTIONS)) === PROBE_CLEAN;
      } catch {
        trusted = false;
      }
    }
    if (trusted) {
      // Links that open a new window cannot reach back into the page.
      // Nothing the platform's HTML holds can become an island.
      DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
        if (isRuntimeAttribute(data.attrName)) data.keepAttr = false;
      });
      // No class the page's stylesheet (ours included) could turn into an overlay.
      DOMPurify.addHook('uponSanitizeAttribute', keepOnlyKeptClasses);
      DOMPurify.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
          node.setAttribute('rel', 'noopener noreferrer');
      });
    }
  }
  return trusted;
}

/** Safe HTML for setSanitisedHtml (registered with the page's Trusted Types policy). */
export function sanitizeHtml(html: string): string {
  if (sanitizerWorks()) {
    try {
      // Handlers never reach a parser of the page: Chromium reports them under CSP even in an inert one.
      return registerSanitised(String(DOMPurify.sanitize(withoutEventHandlers(html), OPTIONS)));
    } catch (error) {
      // HTML too long or too deep to parse in linear time (bounded-html.ts) is shown as text, as
      // where the sanitiser does not work.
      if (!(error instanceof HtmlRefused)) throw error;
      console.warn(`[Storefront] The form's post-submit HTML is shown as text: ${error.message}.`);
    }
  }
  return registerSanitised(escapeHtml(stripHtml(html)));
}

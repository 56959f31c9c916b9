// Untrusted HTML from the platform (a form's post-submit HTML) goes through DOMPurify before it
// reaches the page: scripts, event handlers, javascript: and data: links, forms and styles are
// removed. Only the browser sanitises; without a DOM (the server half) nothing is let through.
import DOMPurify, { type Config } from 'dompurify';

const OPTIONS: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  RETURN_TRUSTED_TYPE: false,
};

let hooked = false;

/** Safe HTML for dangerouslySetInnerHTML; '' when there is no DOM to sanitise with. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!hooked) {
    hooked = true;
    // Links that open a new window cannot reach back into the page.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return String(DOMPurify.sanitize(html, OPTIONS));
}

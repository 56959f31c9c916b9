// The page context from <script type="application/json" id="storefront-context">. Each field is
// checked on its own: a bad one is dropped with one warning naming it, the rest is kept. A
// missing or unreadable context is reported once and replaced by defaults, so the islands work.

import { CONTEXT_ELEMENT_ID, readJson } from '../core/contract/index.ts';
import { DEFAULT_CONTEXT, parseSiteContext, type SiteContext } from '../core/domain/context-schema.ts';
import { logError, logWarning } from './log.ts';
import { checkContextKeys } from './name-check.ts';

export function readPageContext(doc: Document = document): SiteContext {
  const script = doc.getElementById(CONTEXT_ELEMENT_ID);
  if (!script) {
    logWarning(
      `No <script type="application/json" id="${CONTEXT_ELEMENT_ID}"> on the page; using default settings (USD).`,
    );
    return DEFAULT_CONTEXT;
  }
  const read = readJson(script instanceof HTMLScriptElement ? script : null);
  const value = read.ok === true ? read.value : {};
  if (read.ok === false || typeof value !== 'object' || value === null || Array.isArray(value)) {
    const problem = read.ok === false ? read.problem : 'no JSON object';
    logError(script, `page context has ${problem}; using default settings.`);
    return DEFAULT_CONTEXT;
  }
  checkContextKeys(value);
  return parseSiteContext(value, logWarning);
}

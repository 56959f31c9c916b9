// The page context from <script type="application/json" id="storefront-context">. A missing or
// broken context is reported once and replaced by defaults, so the islands still work.

import { CONTEXT_ELEMENT_ID, readJson } from '../contract/index.ts';
import { DEFAULT_CONTEXT, type SiteContext, SiteContextSchema } from '../domain/context-schema.ts';
import { describeIssue } from '../domain/zod.ts';
import { logError, logWarning } from './log.ts';

export function readPageContext(doc: Document = document): SiteContext {
  const script = doc.getElementById(CONTEXT_ELEMENT_ID);
  if (!script) {
    logWarning(
      `No <script type="application/json" id="${CONTEXT_ELEMENT_ID}"> on the page; using default settings (USD).`,
    );
    return DEFAULT_CONTEXT;
  }
  const read = readJson(script instanceof HTMLScriptElement ? script : null);
  if (read.ok === false) {
    logError(script, `page context has ${read.problem}; using default settings.`);
    return DEFAULT_CONTEXT;
  }
  const parsed = SiteContextSchema.safeParse(read.ok === true ? read.value : {});
  if (!parsed.success) {
    logError(script, `page context field ${describeIssue(parsed.error)}; using default settings.`);
    return DEFAULT_CONTEXT;
  }
  return parsed.data;
}

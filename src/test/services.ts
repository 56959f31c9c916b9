// The page's services for tests, built as the browser builds them (src/browser/start.ts hands in
// the real navigate), with anything a test wants to watch replaced.

import { navigate } from '../browser/navigate.ts';
import type { SiteContext } from '../core/domain/context-schema.ts';
import { createServices as createPageServices, type Services } from '../core/store/services.ts';
import type { Language } from '../core/words/language.ts';

type PageHooks = Parameters<typeof createPageServices>[1];

export function createServices(
  context: SiteContext,
  hooks: Partial<PageHooks> = {},
  language?: Language,
): Services {
  return createPageServices(context, { navigate, ...hooks }, language);
}

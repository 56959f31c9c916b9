// Page navigation for islands. Gift card checkout must leave an embedding frame (spec 2: it
// "navigates the top window when embedded"); a cross-origin parent refuses scripted access,
// so then the link is opened with target _top, which browsers allow from a user's click.
// Every address comes from data in the end (a form's redirect, a checkout URL), so only http(s)
// or same-origin ones are followed; anything else is ignored with one console line for owners.
import { safeUrl } from '../core/domain/safe-url.ts';
import { logWarning } from './log.ts';

interface NavigateOptions {
  readonly topWindow?: boolean;
}

export function navigate(url: string, options: NavigateOptions = {}, win: Window = window): void {
  const safe = safeUrl(url, win.location.href ?? 'http://localhost/');
  if (safe === undefined) {
    // Quoted on one line, at most 80 characters of it.
    logWarning(`not following ${JSON.stringify(String(url).slice(0, 80))}: not http(s) or same-origin`);
    return;
  }
  const top = win.top;
  if (!options.topWindow || !top || top === win.self) {
    win.location.assign(safe);
    return;
  }
  try {
    top.location.assign(safe);
  } catch {
    win.open(safe, '_top');
  }
}

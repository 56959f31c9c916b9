// Page navigation for islands. Gift card checkout must leave an embedding frame (spec 2: it
// "navigates the top window when embedded"); a cross-origin parent refuses scripted access,
// so then the link is opened with target _top, which browsers allow from a user's click.
export interface NavigateOptions {
  readonly topWindow?: boolean;
}

export function navigate(url: string, options: NavigateOptions = {}, win: Window = window): void {
  const top = win.top;
  if (!options.topWindow || !top || top === win.self) {
    win.location.assign(url);
    return;
  }
  try {
    top.location.assign(url);
  } catch {
    win.open(url, '_top');
  }
}

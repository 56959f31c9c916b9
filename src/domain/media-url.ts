// Which media sources (an image's src or srcset, an audio file) an island may put in the page:
// any that would not run code. A module of its own so only the lazy media islands carry it.

/**
 * True when loading or following the address would run code (javascript:, vbscript:), as the
 * browser reads it: the URL parser drops the tabs, newlines and leading spaces an attacker hides
 * the scheme with. For media sources, where http(s), relative and data: images are all fine.
 */
export function runsCode(raw: string): boolean {
  try {
    return /^(javascript|vbscript):$/.test(new URL(raw, 'https://page.invalid/').protocol);
  } catch {
    return false;
  }
}

/** The same for each candidate of a srcset ("a.png 1x, b.png 2x"). */
export function srcSetRunsCode(srcSet: string): boolean {
  return srcSet.split(',').some((candidate) => runsCode(candidate.trim().split(/\s+/)[0] ?? ''));
}

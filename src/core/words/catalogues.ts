// The language folders' files as a bundler's glob finds them ("…/strings-fr/forms.ts"), indexed by
// language, then group: one reading for the browser (lazy loaders) and the server (modules).
import type { Translated } from './language.ts';

/** "…/strings-fr/forms.ts" -> ["fr", "forms"] */
function languageAndGroup(path: string): readonly [string, string] {
  const match = /strings-([\w-]+)\/([\w-]+)\.ts$/.exec(path);
  return [match?.[1] ?? '', match?.[2] ?? ''];
}

/** Each language folder's files by group, the languages by folder name ("fr", "pt-br"). */
export function indexCatalogues<T>(
  files: Readonly<Record<string, T>>,
): ReadonlyMap<string, ReadonlyMap<string, T>> {
  const catalogues = new Map<string, Map<string, T>>();
  for (const [path, file] of Object.entries(files)) {
    const [language, group] = languageAndGroup(path);
    const groups = catalogues.get(language) ?? new Map<string, T>();
    groups.set(group, file);
    catalogues.set(language, groups);
  }
  return catalogues;
}

/** One language file's words (none when there is no file); a chunk that fails to load is tried once more. */
export function loadTranslation(load: (() => Promise<Translated>) | undefined): Promise<Translated> {
  return load ? load().catch(() => load()) : Promise.resolve({});
}

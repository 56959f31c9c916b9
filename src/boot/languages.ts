// The languages the catalogue has besides English. Boot loads this module (a small chunk) only
// on pages whose site language is not English; each group of each language is a chunk of its
// own, fetched only on pages whose site language it is (`website.language`: "fr", "fr-CA"…).
// Adding a language: one file per catalogue group in src/domain/strings-<lang>/ (typed so every
// English key is required), one entry here and one in src/server/translations.ts.
import { resolveStrings } from '../domain/strings.ts';
import type { Services } from '../store/services.ts';
import { pageStrings } from './services.ts';

type Groups = () => Promise<readonly Readonly<Record<string, string>>[]>;

const LANGUAGES: Readonly<Record<string, Groups>> = {
  fr: () =>
    Promise.all([
      import('../domain/strings-fr/main.ts').then((m) => m.frMain),
      import('../domain/strings-fr/forms.ts').then((m) => m.frForms),
      import('../domain/strings-fr/overlays.ts').then((m) => m.frOverlays),
      import('../domain/strings-fr/on-demand.ts').then((m) => m.frOnDemand),
      import('../domain/strings-fr/cart.ts').then((m) => m.frCart),
    ]),
};

/** The translation of every group for a locale; undefined for English and unknown languages. */
export async function loadTranslation(locale: string): Promise<Record<string, string> | undefined> {
  const language = locale.slice(0, 2).toLowerCase();
  if (!Object.hasOwn(LANGUAGES, language)) return undefined;
  const groups = await LANGUAGES[language]?.();
  return Object.assign({}, ...(groups ?? []));
}

/**
 * Switches the page to its language's strings, in place (the stores and commands hold the same
 * `strings` object). Boot calls it once, and islands wait for it before they mount.
 */
export async function applyLanguage(services: Services): Promise<void> {
  const translation = await loadTranslation(services.locale);
  if (!translation) return;
  Object.assign(services.translation, translation);
  Object.assign(services.strings, resolveStrings(translation, pageStrings(services.context)));
}

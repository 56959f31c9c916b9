// The server half renders in the site's language too, so hydration finds the same words: every
// group of every language, imported statically (the server bundle is not sent to shoppers).
import { frCart } from '../domain/strings-fr/cart.ts';
import { frForms } from '../domain/strings-fr/forms.ts';
import { frMain } from '../domain/strings-fr/main.ts';
import { frOnDemand } from '../domain/strings-fr/on-demand.ts';
import { frOverlays } from '../domain/strings-fr/overlays.ts';

const LANGUAGES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fr: { ...frMain, ...frForms, ...frOverlays, ...frOnDemand, ...frCart },
};

/** Keep in step with src/boot/languages.ts. */
export function translationFor(locale: string | undefined): Readonly<Record<string, string>> {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return (Object.hasOwn(LANGUAGES, language) && LANGUAGES[language]) || {};
}

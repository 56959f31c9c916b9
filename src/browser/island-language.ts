// An island speaks its catalogue's language, which may not be the page's: a Hebrew island on a
// page whose <html lang> says English, or English words (no catalogue) on a Chinese page. It then
// carries its own lang (the voice a screen reader uses, hyphenation, fonts) and dir (so it is
// laid out right to left), which the mount element keeps if the builder set them itself.
import { textDirection } from '../core/words/language-tags.ts';

const baseOf = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export function markIslandLanguage(element: HTMLElement, words: string): void {
  const pageLanguage = element.parentElement?.closest('[lang]')?.getAttribute('lang') ?? '';
  if (baseOf(pageLanguage) !== baseOf(words) && !element.hasAttribute('lang')) element.lang = words;
  const direction = textDirection(words);
  const around = element.parentElement?.closest('[dir]')?.getAttribute('dir') ?? 'ltr';
  if (around !== direction && !element.hasAttribute('dir')) element.dir = direction;
}

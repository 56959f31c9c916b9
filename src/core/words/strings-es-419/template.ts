// Latin American Spanish, template group: only the words that differ from Spain's Spanish (strings-es), for es-MX, es-AR, es-CO…,
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const es419Template: Partial<Translation<'template'>> = {
  // agregar, not añadir
  addToCalendar: 'Agregar al calendario',
};

export default es419Template;

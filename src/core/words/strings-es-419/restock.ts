// Latin American Spanish, restock group: only the words that differ from Spain's Spanish (strings-es), for es-MX, es-AR, es-CO…,
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const es419Restock: Partial<Translation<'restock'>> = {
  // preterite
  restockSubmitFailed: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
  // agregar, not añadir
  wishlistAdd: 'Agregar a la lista de deseos',
  // preterite
  wishlistFailed: 'No se pudo guardar en tu lista de deseos. Inténtalo de nuevo.',
};

export default es419Restock;

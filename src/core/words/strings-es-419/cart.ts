// Latin American Spanish, cart group: only the words that differ from Spain's Spanish (strings-es), for es-MX, es-AR, es-CO…,
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const es419Cart: Partial<Translation<'cart'>> = {
  // preterite
  unableToUpdateQuantity: 'No se pudo cambiar la cantidad',
  // preterite
  unableToRemoveItem: 'No se pudo eliminar el artículo',
  // preterite
  cartRemoved: '{productName} se eliminó de tu carrito.',
  // preterite
  cartUnknown: 'No pudimos cargar tu carrito. Volveremos a intentarlo en un momento.',
};

export default es419Cart;

// Latin American Spanish, main group: only the words that differ from Spain's Spanish (strings-es), for es-MX, es-AR, es-CO…,
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).
import type { Translation } from '../string-groups.ts';

const es419Main: Partial<Translation<'main'>> = {
  // agregar, not añadir
  addToCart: 'Agregar al carrito',
  // agregar, not añadir
  adding: 'Agregando…',
  // agregar, not añadir
  added: '¡Agregado!',
  // preterite, not the perfect; agregar
  addedPopover: '{productName} se agregó a tu carrito.',
  // monto, tarjeta de regalo
  selectDenomination: 'Elige un monto para la tarjeta de regalo',
  unableToAddItem: 'No se pudo agregar el artículo',
  // preterite
  unableToPurchaseItem: 'No se pudo comprar el artículo',
  // preterite; tarjeta de regalo
  unableToPurchaseGiftCard: 'No se pudo comprar la tarjeta de regalo',
  // expiró, not ha caducado
  sessionExpired: 'Tu sesión expiró. Vuelve a cargar la página e inténtalo de nuevo.',
  // expiró, not ha caducado
  expressCheckoutNoCookie:
    'Tu sesión expiró o las cookies están desactivadas. No podemos continuar con el pago.',
  // preterite
  unableToOpenForm: 'No se pudo abrir el formulario',
  // verifica, not comprueba
  checkConnection: 'Verifica tu conexión a internet.',
};

export default es419Main;

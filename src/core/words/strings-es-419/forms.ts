// Latin American Spanish, forms group: only the words that differ from Spain's Spanish (strings-es), for es-MX, es-AR, es-CO…,
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).

import type { Translation } from '../string-groups.ts';

const es419Forms: Partial<Translation<'forms'>> = {
  // preterite
  unableToUpdateForm: 'No se pudo actualizar el formulario',
  // preterite; verifica
  formCaptchaLoadFailed: 'No se pudo cargar el CAPTCHA. Verifica tu conexión e inténtalo de nuevo.',
  // código de área, not prefijo de zona
  formPartAreacode: 'Código de área',
  // preterite
  formErrorNoKey: 'No se pudo obtener una clave de envío. Inténtalo de nuevo más tarde.',
  // preterite
  // preterite
  formUnauthorized: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
  // preterite
  formRateLimited: 'No se pudo enviar el formulario: demasiados envíos. Inténtalo de nuevo más tarde.',
  // preterite
  formSendFailed: 'No se pudo enviar el formulario. Inténtalo de nuevo más tarde.',
  // ingresa, not introduce
  addressHintOutcode: 'Ingresa solo la primera parte del código postal (de 1 a 4 caracteres).',
  // ingresa, not introduce
  addressHintEircode: 'Ingresa solo los tres primeros caracteres del Eircode',
  // ingresa, not introduce
  addressHintPostcode3: 'Ingresa hasta 3 dígitos del código postal',
};

export default es419Forms;

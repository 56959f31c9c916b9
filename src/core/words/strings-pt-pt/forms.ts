// European Portuguese, forms group: only the words that differ from Brazil's Portuguese (strings-pt-br),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).

import type { Translation } from '../string-groups.ts';

const ptptForms: Partial<Translation<'forms'>> = {
  // Portugal: a + infinitive, not the gerund
  formSubmitting: 'A enviar…',
  // Portugal: guardar, not salvar
  formSaving: 'A guardar…',
  // Portugal: no você
  formCharacterLimit: 'Ultrapassou o limite de caracteres.',
  // Portugal: ligação, not conexão
  formCaptchaLoadFailed: 'Não foi possível carregar o CAPTCHA. Verifique a sua ligação e tente novamente.',
  // Portugal: CEP is Brazil's postal code
  formPartZip: 'Código postal',
  // Portugal: CEP is Brazil's postal code
  addressZipCode: 'Código ZIP',
  // Portugal: registar, not cadastrar
  newsletterSignUp: 'Registar',
  // Portugal: registo, not cadastro
  newsletterThanks: 'Obrigado pelo seu registo!',
  // Portugal: guardar, not salvar
  customFormSave: 'Guardar',
};

export default ptptForms;

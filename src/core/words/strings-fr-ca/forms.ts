// Québec French, forms group: only the words that differ from France's French (strings-fr),
// falling back key by key to the base catalogue (catalogueChain, src/core/words/language-tags.ts).

import type { Translation } from '../string-groups.ts';

const frcaForms: Partial<Translation<'forms'>> = {
  // Québec: courriel
  formEmailInvalid: 'Adresse courriel non valide. Elle doit suivre le format {email}.',
  // Québec: courriel
  restockEmailBlank: 'Le courriel ne peut pas être vide',
  // Québec: courriel
  restockEmailInvalid: 'Le courriel n’est pas valide',
  // Québec: courriel
  newsletterEmail: 'Adresse courriel',
  // Québec: S. O. (sans objet)
  formNoAnswer: 'S. O.',
  // Québec: its provinces first
  formPartState: 'Province ou État',
};

export default frcaForms;

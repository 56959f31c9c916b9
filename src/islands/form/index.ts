// Scope: page
// Options: the form definition as the JSON child (README "Forms"). A site form block: every field kind
// through the form kit, checked in the browser, then server validation, a submission key and the
// save (spec 7); captcha action FORM_BLOCK_SUBMISSION; success shows the submission text and the
// post-submit HTML (sanitised with DOMPurify) or goes to `redirectUrl`. Lazy chunk
import { defineWidget, type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { type FormDefinition, parseFormDefinition } from '../shared/form/index.ts';
import { FormIsland, type FormIslandOptions } from './FormIsland.tsx';

/**
 * The form block's JSON child is the form definition as the builder writes it (README "form").
 * A broken field is dropped with a console warning; a broken definition fails the island.
 */
export function parseFormOptions(
  raw: IslandInput<{ readonly json: FormDefinition }>,
  warn = console.warn,
): FormIslandOptions {
  if (raw.json === undefined) throw new IslandOptionsError('the form definition (JSON child) is missing');
  const reading = parseFormDefinition(raw.json);
  if (!reading.ok) throw new IslandOptionsError(reading.problem);
  for (const problem of reading.problems) warn(`[Storefront] form "${reading.definition.id}": ${problem}`);
  return { definition: reading.definition };
}

export default defineWidget({
  name: 'form',
  scope: 'page',
  strings: ['forms'],
  parseOptions: (raw: Parameters<typeof parseFormOptions>[0]) => parseFormOptions(raw),
  Component: FormIsland,
});

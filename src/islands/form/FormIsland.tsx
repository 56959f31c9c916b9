import type { FormDefinition } from '../shared/form/index.ts';
import { CaptchaAction } from '../shared/form/index.ts';
import { SiteForm } from './SiteForm.tsx';

export interface FormIslandOptions {
  readonly definition: FormDefinition;
}

/** The `form` island: a site form block from the builder's JSON. */
export function FormIsland({ options }: { options: FormIslandOptions }) {
  return <SiteForm definition={options.definition} action={CaptchaAction.FORM_BLOCK_SUBMISSION} />;
}

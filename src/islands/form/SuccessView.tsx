// A site form's success view (spec 2): the submission text, then the post-submit HTML, sanitised.
// The form kit's FormSuccess holds it (the status region that takes focus).
import { useMemo } from 'react';
import type { FormDefinition } from '../shared/form/index.ts';
import { SanitisedHtml } from '../shared/sanitised-html.tsx';
import { sanitizeHtml } from './sanitize.ts';

export function SuccessView({ definition }: { definition: FormDefinition }) {
  const html = useMemo(
    () => (definition.postSubmitHtml ? sanitizeHtml(definition.postSubmitHtml) : ''),
    [definition.postSubmitHtml],
  );
  return (
    <>
      {definition.submissionText && <p className="sf-form__submission-text">{definition.submissionText}</p>}
      {html && <SanitisedHtml className="sf-form__post-submit" html={html} />}
    </>
  );
}

// A site form's success view (spec 2): the submission text, then the post-submit HTML, sanitised.
// It takes focus so keyboard and screen-reader users land on the outcome.
import { useEffect, useMemo, useRef } from 'react';
import type { FormDefinition } from '../shared/form/index.ts';
import { sanitizeHtml } from './sanitize.ts';

export function SuccessView({ definition }: { definition: FormDefinition }) {
  const ref = useRef<HTMLDivElement | null>(null);
  const html = useMemo(
    () => (definition.postSubmitHtml ? sanitizeHtml(definition.postSubmitHtml) : ''),
    [definition.postSubmitHtml],
  );
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="sf-form__success" role="status" tabIndex={-1}>
      {definition.submissionText && <p className="sf-form__submission-text">{definition.submissionText}</p>}
      {html && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
        <div className="sf-form__post-submit" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </div>
  );
}

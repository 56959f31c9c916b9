// Fields with nothing to type: hidden values and section headings.
import type { FormField } from '../../../core/domain/forms/form-schema.ts';

/** The level of a form's section headings: 2 for a form on a page, 3 for one in a dialog. */
export type SectionLevel = 2 | 3;

/** Sent with the form, never shown; its value comes from the definition. */
export function HiddenField({ field }: { field: FormField }) {
  return <input type="hidden" name={field.id} value={field.value ?? ''} />;
}

/**
 * A heading between fields; always valid. Its level is one below the heading the form sits
 * under (WCAG 1.3.1, issue 36.4): h2 on a page (under its h1), h3 in a dialog (under its h2 title).
 */
export function SectionField({ field, level }: { field: FormField; level: SectionLevel }) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className="sf-form__section" data-type="section">
      {field.label && <Heading className="sf-form__section-title">{field.label}</Heading>}
      {field.description && <p className="sf-form__description">{field.description}</p>}
    </div>
  );
}

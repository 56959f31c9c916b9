// Fields with nothing to type: hidden values and section headings.
import type { FormField } from '../../../src/domain/forms/form-schema.ts';

/** Sent with the form, never shown; its value comes from the definition. */
export function HiddenField({ field }: { field: FormField }) {
  return <input type="hidden" name={field.id} value={field.value ?? ''} />;
}

/** A heading between fields; always valid. */
export function SectionField({ field }: { field: FormField }) {
  return (
    <div className="sf-form__section" data-type="section">
      {field.label && <h3 className="sf-form__section-title">{field.label}</h3>}
      {field.description && <p className="sf-form__description">{field.description}</p>}
    </div>
  );
}

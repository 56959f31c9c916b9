// Renders a definition's fields, each with the component of its kind.
import { isMultiPartKind } from '../../../core/domain/forms/constants.ts';
import type { FormField } from '../../../core/domain/forms/form-schema.ts';
import { CheckboxField, RadioField } from './ChoiceFields.tsx';
import type { FieldProps } from './field-props.ts';
import { LikertField } from './LikertField.tsx';
import { MultiPartField } from './MultiPartField.tsx';
import { SelectField } from './SelectField.tsx';
import { HiddenField, SectionField, type SectionLevel } from './SimpleFields.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextField } from './TextField.tsx';
import type { FormController } from './use-form-controller.ts';

export function Field(props: FieldProps & { readonly sectionLevel?: SectionLevel }) {
  const { field, sectionLevel = 2 } = props;
  if (isMultiPartKind(field.type)) return <MultiPartField {...props} kind={field.type} />;
  switch (field.type) {
    case 'hidden':
      return <HiddenField field={field} />;
    case 'section':
      return <SectionField field={field} level={sectionLevel} />;
    case 'textarea':
      return <TextareaField {...props} />;
    case 'select':
      return <SelectField {...props} />;
    case 'radio':
      return <RadioField {...props} />;
    case 'checkbox':
      return <CheckboxField {...props} />;
    case 'likert':
      return <LikertField {...props} />;
    default:
      return <TextField {...props} />;
  }
}

/** The fields; `sectionLevel` 3 where the form sits under a dialog's h2 title (default 2: on a page). */
export function FormFields({
  form,
  sectionLevel = 2,
}: {
  form: FormController;
  sectionLevel?: SectionLevel;
}) {
  return (
    <div className="sf-form__fields">
      {form.definition.fields.map((field: FormField) => (
        <Field key={field.id} {...form.fieldProps(field)} sectionLevel={sectionLevel} />
      ))}
    </div>
  );
}

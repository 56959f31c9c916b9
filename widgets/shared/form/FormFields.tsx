// Renders a definition's fields, each with the component of its kind.
import { isMultiPartKind } from '../../../src/domain/forms/constants.ts';
import type { FormField } from '../../../src/domain/forms/form-schema.ts';
import { CheckboxField, RadioField } from './ChoiceFields.tsx';
import type { FieldProps } from './field-props.ts';
import { LikertField } from './LikertField.tsx';
import { MultiPartField } from './MultiPartField.tsx';
import { SelectField } from './SelectField.tsx';
import { HiddenField, SectionField } from './SimpleFields.tsx';
import { TextareaField } from './TextareaField.tsx';
import { TextField } from './TextField.tsx';
import type { FormController } from './use-form-controller.ts';

export function Field(props: FieldProps) {
  const { field } = props;
  if (isMultiPartKind(field.type)) return <MultiPartField {...props} kind={field.type} />;
  switch (field.type) {
    case 'hidden':
      return <HiddenField field={field} />;
    case 'section':
      return <SectionField field={field} />;
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

export function FormFields({ form }: { form: FormController }) {
  return (
    <div className="sf-form__fields">
      {form.definition.fields.map((field: FormField) => (
        <Field key={field.id} {...form.fieldProps(field)} />
      ))}
    </div>
  );
}

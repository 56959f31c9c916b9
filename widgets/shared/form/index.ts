// The one form kit: restock, site forms, newsletter and the custom product form build on it.
export {
  CaptchaAction,
  type CaptchaActionName,
  FIELD_KINDS,
  type FieldKind,
} from '../../../src/domain/forms/constants.ts';
export {
  type FormDefinition,
  type FormDefinitionReading,
  type FormField,
  parseFormDefinition,
} from '../../../src/domain/forms/form-schema.ts';
export type { FieldValue, FormValues, SerializedForm } from '../../../src/domain/forms/form-values.ts';
export { CheckboxField, RadioField } from './ChoiceFields.tsx';
export {
  captchaSiteKey,
  forgetCaptchaPage,
  loadCaptcha,
  MISSING_SITE_KEY_MESSAGE,
  reportMissingSiteKey,
  revealCaptchaBadge,
} from './captcha.ts';
export { Form, type FormProps } from './Form.tsx';
export { Field, FormFields } from './FormFields.tsx';
export { FormError, FormNotice, SubmitButton, type SubmitButtonProps } from './FormStatus.tsx';
export type { FieldProps } from './field-props.ts';
export { LikertField } from './LikertField.tsx';
export { MultiPartField } from './MultiPartField.tsx';
export { SelectField } from './SelectField.tsx';
export { HiddenField, SectionField } from './SimpleFields.tsx';
export { TextareaField } from './TextareaField.tsx';
export { TextField } from './TextField.tsx';
export {
  type CaptchaController,
  type CaptchaOptions,
  type CaptchaStatus,
  useCaptcha,
} from './use-captcha.ts';
export {
  type CaptchaBinding,
  type FormController,
  type FormControllerOptions,
  type FormSubmit,
  type SubmitResult,
  type SubmitStatus,
  useFormController,
} from './use-form-controller.ts';

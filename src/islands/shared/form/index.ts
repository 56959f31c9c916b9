// The one form kit: restock, site forms, newsletter and the custom product form build on it.
export { CaptchaAction, type CaptchaActionName } from '../../../core/domain/forms/constants.ts';
export { type FormDefinition, parseFormDefinition } from '../../../core/domain/forms/form-schema.ts';
export type { SerializedForm } from '../../../core/domain/forms/form-values.ts';
export { captchaSiteKey } from './captcha.ts';
export { Form } from './Form.tsx';
export { FormFields } from './FormFields.tsx';
export { FormError, FormNotice, SubmitButton } from './FormStatus.tsx';
export { type FormSubmit, useFormController } from './use-form-controller.ts';
export { useFormStrings } from './use-form-strings.ts';

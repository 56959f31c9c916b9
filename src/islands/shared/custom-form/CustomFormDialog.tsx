// The custom product form in the overlay primitive's Modal, composed from the form kit's parts so
// what is typed can be kept on every change: closing (button, Escape, outside click) loses
// nothing, and reopening shows it again.
import type { FormValues } from '../../../core/domain/forms/form-values.ts';
import type { FormAnswersStore } from '../../../core/store/forms.ts';
import type { FormKitStrings as Strings } from '../../../core/words/strings-forms.ts';
import {
  type FormDefinition,
  FormError,
  FormFields,
  FormNotice,
  type FormSubmit,
  SubmitButton,
  useFormController,
} from '../form/index.ts';
import { Modal } from '../overlay/index.ts';
import '../field.css';
import '../form/form.css';

export interface CustomFormRequest {
  readonly title: string;
  readonly definition: FormDefinition;
  /** Where the answers are kept (`product:<id>` or `entry:<id>`). */
  readonly answersKey: string;
  readonly initialValues: FormValues | undefined;
  /** The submit button's words when saving is the add (the add-to-cart label); else the form's. */
  readonly submitLabel?: string | undefined;
  /** Saves the answers; a success carries their JSON text, a failure keeps the dialog open. */
  readonly save: FormSubmit<{ readonly answers: string }>;
  /** Called once: after a save with the JSON text, or on close with undefined. */
  finish(answers: string | undefined): void;
}

function CustomFormBody({
  request,
  strings,
  answers,
}: {
  request: CustomFormRequest;
  strings: Strings;
  answers: FormAnswersStore;
}) {
  const form = useFormController({
    definition: request.definition,
    strings,
    initialValues: request.initialValues,
    submit: request.save,
    // Kept in the change's own event: Escape right after a choice unmounts the form, and an
    // effect still waiting to run (preact runs them after paint) would be dropped with it.
    onValuesChange: (values) => answers.getState().keep(request.answersKey, values),
    onSuccess: (result) => request.finish(result.answers),
  });
  return (
    <form
      ref={form.formRef}
      className="sf-form sf-custom-form"
      noValidate
      aria-label={request.definition.name ?? request.title}
      onSubmit={form.handleSubmit}
    >
      {/* Under the dialog's h2 title. */}
      <FormFields form={form} sectionLevel={3} />
      <FormError form={form} />
      <FormNotice form={form} />
      <SubmitButton
        form={form}
        label={request.submitLabel || request.definition.submitButtonText || strings.customFormSave}
      />
    </form>
  );
}

export function CustomFormDialog(props: {
  request: CustomFormRequest | undefined;
  strings: Strings;
  answers: FormAnswersStore;
}) {
  const { request, strings, answers } = props;
  return (
    <Modal
      open={request !== undefined}
      title={request?.title ?? ''}
      closeLabel={strings.close}
      onClose={() => request?.finish(undefined)}
      className="sf-custom-form__dialog"
    >
      {request && (
        <CustomFormBody key={request.answersKey} request={request} strings={strings} answers={answers} />
      )}
    </Modal>
  );
}

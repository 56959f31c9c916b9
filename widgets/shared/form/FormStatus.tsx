// The parts around the fields: the notice that points at the first problem, the form-level
// message, and the submit button that shows the busy label while the form is locked.
import type { FormController } from './use-form-controller.ts';

/** Always in the page (an empty live region until there is something to say). */
export function FormNotice({ form }: { form: FormController }) {
  return (
    <div ref={form.noticeRef} className="sf-form__notice" role="alert">
      {form.noticeText}
    </div>
  );
}

export function FormError({ form }: { form: FormController }) {
  return (
    <div className="sf-form__form-error" role="alert">
      {form.formError}
    </div>
  );
}

interface SubmitButtonProps {
  readonly form: FormController;
  /** The idle label; defaults to the definition's button text, then 'Submit'. */
  readonly label?: string | undefined;
  /** 'submitting' shows 'Submitting…' (custom and site forms); 'saving' shows 'Saving…' (other forms). */
  readonly busyLabel?: 'submitting' | 'saving';
}

export function SubmitButton({ form, label, busyLabel = 'submitting' }: SubmitButtonProps) {
  const { strings } = form;
  const idle = label || form.definition.submitButtonText || strings.formSubmit;
  const busy = busyLabel === 'saving' ? strings.formSaving : strings.formSubmitting;
  return (
    <button
      type="submit"
      className="sf-form__submit"
      disabled={form.submitDisabled}
      aria-busy={form.locked || undefined}
    >
      {form.locked ? busy : idle}
    </button>
  );
}

// The parts around the fields: the notice that points at the first problem, the form-level
// message, and the submit button that shows the busy label while the form is locked.
import { type ReactNode, useEffect, useRef } from 'react';
import { focusLost } from './notice.ts';
import type { FormController } from './use-form-controller.ts';

/** Always in the page (an empty live region until there is something to say). */
export function FormNotice({ form }: { form: FormController }) {
  return (
    <div ref={form.noticeRef} className="sf-form__notice" role="alert">
      {form.noticeText}
    </div>
  );
}

/**
 * The form's alert region, always in the page: the form-level message, and after a failed attempt
 * the first field's problem for screen readers (keyed by the attempt, so a repeat is re-announced).
 * It takes focus after a failure when the element that had it is gone or locked.
 */
export function FormError({ form }: { form: FormController }) {
  return (
    <div ref={form.errorRef} className="sf-form__form-error" role="alert" tabIndex={-1}>
      {form.formError}
      {form.problemText && (
        <span key={form.attempt} className="sf-visually-hidden">
          {form.formError ? ' ' : ''}
          {form.problemText}
        </span>
      )}
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

interface FormSuccessProps {
  readonly form: FormController;
  /** The box's class once it holds the success (an empty region has none, so takes no room). */
  readonly className: string;
  /** What success says; rendered only once the form succeeded. */
  readonly children: ReactNode;
}

/**
 * Where a form's success is said. Always in the page, an empty status region until then, so the
 * words are announced when they arrive (a region inserted with its text in it is not). The form it
 * replaces had focus, and focus would fall to <body>: it comes here, unless the shopper has
 * already moved it elsewhere.
 */
export function FormSuccess({ form, className, children }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const done = form.status === 'success';
  useEffect(() => {
    if (done && focusLost()) ref.current?.focus();
  }, [done]);
  return (
    <div ref={ref} className={done ? className : undefined} role="status" tabIndex={done ? -1 : undefined}>
      {done ? children : null}
    </div>
  );
}

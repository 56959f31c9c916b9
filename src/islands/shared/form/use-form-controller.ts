// The form kit's state, composed of hooks with one job each: what was typed and which fields
// show which message (use-field-state.ts), the submit machine (use-submit.ts, spec 4: idle ->
// submitting (locked) -> success | failure), and pointing at the first problem after a failed
// attempt (use-attempt-focus.ts). The submit call is injected, so the kit never talks to the network.
import { type FormEvent, type RefObject, useCallback, useRef } from 'react';
import { own } from '../../../core/base/own.ts';
import type { FormDefinition, FormField } from '../../../core/domain/forms/form-schema.ts';
import type { FieldValue, FormValues, SerializedForm } from '../../../core/domain/forms/form-values.ts';
import type { SubmitResult } from '../../../core/domain/forms/submit-result.ts';
import type { FieldErrors } from '../../../core/domain/forms/validation.ts';
import { defaultFormKitStrings, type FormKitStrings } from '../../../core/words/strings-forms.ts';
import { useIslandId } from '../island-root.tsx';
import type { FieldProps } from './field-props.ts';
import type { NoticeDirection } from './notice.ts';
import { useAttemptFocus } from './use-attempt-focus.ts';
import { useFieldState } from './use-field-state.ts';
import { type SubmitStatus, useSubmit } from './use-submit.ts';

export type { SubmitResult } from '../../../core/domain/forms/submit-result.ts';

interface SubmitContext {
  /** What the shopper typed, before sanitising. */
  readonly values: FormValues;
  /** The captcha token, for captcha-bound forms. */
  readonly captchaToken: string | undefined;
}

export type FormSubmit<Success extends object = object> = (
  form: SerializedForm,
  context: SubmitContext,
) => Promise<SubmitResult<Success>>;

/** What the controller needs from a captcha (see use-captcha.ts). */
export interface CaptchaBinding {
  /** A fresh token; rejects when none can be had. */
  execute(): Promise<string>;
  /** After a failed submission: drop the token and get a new one. */
  reset(): void;
  /** The captcha-bound submit button stays disabled while this is true. */
  readonly blocked: boolean;
  /** The element the captcha watches (its first focus starts loading); bindForm sets it. */
  readonly formRef?: RefObject<HTMLElement | null>;
}

interface FormControllerOptions<Success extends object = object> {
  readonly definition: FormDefinition;
  readonly submit: FormSubmit<Success>;
  readonly strings?: FormKitStrings | undefined;
  readonly captcha?: CaptchaBinding | undefined;
  readonly initialValues?: FormValues | undefined;
  /**
   * Replaces the kit's rule for one field (an island with its own messages, such as the restock
   * form's 'Email cannot be blank' / 'Email is invalid'); fields it returns `null` for keep the
   * kit's rule.
   */
  readonly validateField?:
    | ((field: FormField, value: FieldValue | undefined) => string | undefined | null)
    | undefined;
  /**
   * Called in the event that changed a value, with every value: the place to keep what was typed.
   * Not an effect: preact/compat runs effects after paint and drops them when the form unmounts
   * first (a choice then Escape), so the last change would be lost.
   */
  onValuesChange?(values: FormValues): void;
  onSuccess?(result: { readonly ok: true } & Success): void;
}

export interface FormController {
  readonly definition: FormDefinition;
  readonly strings: FormKitStrings;
  readonly values: FormValues;
  /** Messages shown on fields: client checks after blur or submit, server messages after a failure. */
  readonly errors: FieldErrors;
  readonly status: SubmitStatus;
  /** True while submitting: inputs read-only or disabled, the button busy. */
  readonly locked: boolean;
  readonly formError: string | undefined;
  /** Set while fields show problems after a submit attempt. */
  readonly notice: NoticeDirection | undefined;
  readonly noticeText: string | undefined;
  /**
   * The first problem's words after a failed attempt, for the form's alert region: a field's own
   * message is not a live region, and when the field already has focus nothing would read it.
   */
  readonly problemText: string | undefined;
  /** Counts failed attempts: a new attempt re-inserts the problem text so it is announced again. */
  readonly attempt: number;
  /** Submit is refused (locked, or the captcha still has no new token). */
  readonly submitDisabled: boolean;
  readonly formRef: RefObject<HTMLFormElement | null>;
  /**
   * The form element's ref callback: joins it to the kit (focus after a failed attempt) and to
   * the captcha (loading on first focus), so an island never joins the two by hand.
   */
  readonly bindForm: (element: HTMLFormElement | null) => void;
  readonly noticeRef: RefObject<HTMLDivElement | null>;
  /** The form's alert region (FormError): focus goes there when nothing else can keep it. */
  readonly errorRef: RefObject<HTMLDivElement | null>;
  domId(fieldId: string): string;
  setValue(fieldId: string, value: FieldValue): void;
  blur(fieldId: string): void;
  fieldProps(field: FormField): FieldProps;
  handleSubmit(event?: FormEvent): Promise<void>;
}

const safeIdPart = (id: string) => id.replace(/[^\w-]/g, '_');

export function useFormController<Success extends object = object>(
  options: FormControllerOptions<Success>,
): FormController {
  const { definition, captcha } = options;
  const strings = options.strings ?? defaultFormKitStrings;
  const prefix = useIslandId('form-');
  // The caller's hooks as of the latest render, read when they are needed.
  const latest = useRef(options);
  latest.current = options;
  const fields = useFieldState(definition, strings, options.initialValues, latest);
  const attempt = useAttemptFocus(definition.fields, fields.errors);
  const { status, formError, handleSubmit } = useSubmit(
    { definition, strings },
    captcha,
    latest,
    fields,
    attempt,
  );
  const { values, errors, setValue, blur } = fields;
  const { formRef } = attempt;

  const domId = useCallback((fieldId: string) => `${prefix}f-${safeIdPart(fieldId)}`, [prefix]);
  // A captcha bound later gets a new callback, which React calls again with the element.
  const captchaFormRef = captcha?.formRef;
  const bindForm = useCallback(
    (element: HTMLFormElement | null) => {
      formRef.current = element;
      if (captchaFormRef) captchaFormRef.current = element;
    },
    [formRef, captchaFormRef],
  );

  const locked = status === 'submitting';
  const hasErrors = Object.keys(errors).length > 0;
  const noticeText =
    attempt.notice && hasErrors
      ? attempt.notice === 'down'
        ? strings.formNoticeScrollDown
        : strings.formNoticeScrollUp
      : undefined;

  const fieldProps = (field: FormField): FieldProps => ({
    field,
    value: own(values, field.id),
    error: own(errors, field.id),
    locked,
    strings,
    domId: domId(field.id),
    onChange: (value) => setValue(field.id, value),
    onBlur: () => blur(field.id),
  });

  return {
    definition,
    strings,
    values,
    errors,
    status,
    locked,
    formError,
    notice: noticeText ? attempt.notice : undefined,
    noticeText,
    // Fixed at the attempt (typing must not set the alert talking again), gone once all is fixed.
    problemText: hasErrors ? attempt.problem : undefined,
    attempt: attempt.attempt,
    submitDisabled: locked || (captcha?.blocked ?? false),
    formRef,
    bindForm,
    noticeRef: attempt.noticeRef,
    errorRef: attempt.errorRef,
    domId,
    setValue,
    blur,
    fieldProps,
    handleSubmit,
  };
}

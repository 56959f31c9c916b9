// The form kit's state: what was typed (never cleared by a failure), which fields show which
// message, and the submit state machine (spec 4): idle -> submitting (locked) -> success | failure,
// unlocking on both. The submit call is injected, so the kit never talks to the network.
import { type FormEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormDefinition, FormField } from '../../../src/domain/forms/form-schema.ts';
import {
  type FieldValue,
  type FormValues,
  initialFormValues,
  type SerializedForm,
  serializeForm,
} from '../../../src/domain/forms/form-values.ts';
import { defaultFormKitStrings, type FormKitStrings } from '../../../src/domain/forms/strings.ts';
import { type FieldErrors, validateField, validateForm } from '../../../src/domain/forms/validation.ts';
import { own, setOwn } from '../../../src/domain/own.ts';
import { useIslandId } from '../island-root.tsx';
import type { FieldProps } from './field-props.ts';
import {
  firstInvalidField,
  focusField,
  inView,
  type NoticeDirection,
  noticeDirection,
  restoreFocusAfterFailure,
} from './notice.ts';

export type SubmitResult<Success extends object = object> =
  | ({ readonly ok: true } & Success)
  | {
      readonly ok: false;
      /** Field id -> the server's message for it. */
      readonly fieldErrors?: Readonly<Record<string, string>> | undefined;
      /** The words for the whole form; shown unless every field error has its field. */
      readonly message?: string | undefined;
    };

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
}

type SubmitStatus = 'idle' | 'submitting' | 'success' | 'failure';

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
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialFormValues(definition),
    ...options.initialValues,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [formError, setFormError] = useState<string | undefined>();
  const [notice, setNotice] = useState<NoticeDirection | undefined>();
  // Bumped after every failed attempt: the effect below then points at the first problem.
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement | null>(null);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const errorRef = useRef<HTMLDivElement | null>(null);
  // What had focus when the shopper submitted: locking may disable it (the button), and focus
  // then falls to <body>; after a failure it is given back (see restoreFocusAfterFailure).
  const focusedAtSubmit = useRef<Element | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const fieldsById = useMemo(() => new Map(definition.fields.map((f) => [f.id, f])), [definition]);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const check = useCallback(
    (field: FormField, value: FieldValue | undefined) => {
      const custom = optionsRef.current.validateField;
      const own = custom ? custom(field, value) : null;
      return own === null ? validateField(field, value, strings) : own;
    },
    [strings],
  );

  const domId = useCallback((fieldId: string) => `${prefix}f-${safeIdPart(fieldId)}`, [prefix]);

  const setValue = useCallback(
    (fieldId: string, value: FieldValue) => {
      // The next values now, not in an updater: onValuesChange must see them in this event.
      const next = { ...valuesRef.current, [fieldId]: value };
      valuesRef.current = next;
      setValues(next);
      optionsRef.current.onValuesChange?.(next);
      // A field already showing a message is checked again as the shopper fixes it.
      setErrors((current) => {
        if (!Object.hasOwn(current, fieldId)) return current;
        const field = fieldsById.get(fieldId);
        const message = field ? check(field, value) : undefined;
        const { [fieldId]: _old, ...rest } = current;
        return message ? { ...rest, [fieldId]: message } : rest;
      });
    },
    [fieldsById, check],
  );

  const blur = useCallback(
    (fieldId: string) => {
      const field = fieldsById.get(fieldId);
      if (!field) return;
      const message = check(field, own(valuesRef.current, fieldId));
      setErrors((current) => {
        if (message) return own(current, fieldId) === message ? current : { ...current, [fieldId]: message };
        if (!Object.hasOwn(current, fieldId)) return current;
        const { [fieldId]: _old, ...rest } = current;
        return rest;
      });
    },
    [fieldsById, check],
  );

  // After a failed attempt, once the form is unlocked: say where the first problem is and focus it.
  useEffect(() => {
    if (attempt === 0 || !formRef.current) return;
    const first = firstInvalidField(formRef.current, new Set(Object.keys(errorsRef.current)));
    if (!first) {
      setNotice(undefined);
      restoreFocusAfterFailure(formRef.current, focusedAtSubmit.current, errorRef.current);
      return;
    }
    // Measured before focus scrolls: a problem already in view needs no 'scroll up/down' notice.
    setNotice(noticeRef.current && !inView(first) ? noticeDirection(noticeRef.current, first) : undefined);
    // Only a new attempt moves focus; typing afterwards must not.
    focusField(first);
  }, [attempt]);

  const fail = useCallback(
    (fieldErrors: FieldErrors, message: string | undefined) => {
      setErrors(fieldErrors);
      // In the fields' order, as focus goes.
      setProblem(firstProblem(definition.fields, fieldErrors));
      setFormError(message);
      setAttempt((n) => n + 1);
    },
    [definition],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const { submit, onSuccess } = optionsRef.current;
      if (busy.current || captcha?.blocked) return;
      focusedAtSubmit.current = document.activeElement;
      const typed = valuesRef.current;
      // Client checks first: nothing is sent while a field is invalid.
      const clientErrors = optionsRef.current.validateField
        ? Object.fromEntries(
            definition.fields.flatMap((field) => {
              const message = check(field, own(typed, field.id));
              return message === undefined ? [] : [[field.id, message]];
            }),
          )
        : validateForm(definition, typed, strings);
      if (Object.keys(clientErrors).length > 0) {
        fail(clientErrors, undefined);
        return;
      }
      busy.current = true;
      setStatus('submitting');
      setFormError(undefined);
      setNotice(undefined);
      let result: SubmitResult<Success>;
      try {
        const captchaToken = captcha ? await captcha.execute().catch(() => undefined) : undefined;
        if (captcha && !captchaToken) result = { ok: false, message: strings.formCaptchaRequired };
        else result = await submit(serializeForm(definition, typed), { values: typed, captchaToken });
      } catch {
        result = { ok: false };
      }
      busy.current = false;
      if (!mounted.current) return;
      if (result.ok) {
        setErrors({});
        setStatus('success');
        onSuccess?.(result);
        return;
      }
      captcha?.reset();
      setStatus('failure');
      const known: Record<string, string> = {};
      let unknownField = false;
      for (const [id, message] of Object.entries(result.fieldErrors ?? {})) {
        if (fieldsById.has(id)) setOwn(known, id, message);
        else unknownField = true;
      }
      const hasFieldErrors = Object.keys(known).length > 0;
      // A field's message sits beside it; the outcome's words (the platform call chose them) speak
      // when one cannot. A caller that sent no words gets the kit's.
      const kitWords = unknownField ? strings.formErrorInvalidFields : strings.formErrorUnknown;
      const message = hasFieldErrors && !unknownField ? undefined : (result.message ?? kitWords);
      fail(known, message);
    },
    [captcha, definition, fail, fieldsById, strings, check],
  );

  const locked = status === 'submitting';
  const noticeText =
    notice && Object.keys(errors).length > 0
      ? notice === 'down'
        ? strings.formNoticeScrollDown
        : strings.formNoticeScrollUp
      : undefined;

  // Fixed at the attempt (typing must not set the alert talking again), gone once all is fixed.
  const problemText = Object.keys(errors).length > 0 ? problem : undefined;

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
    notice: noticeText ? notice : undefined,
    noticeText,
    problemText,
    attempt,
    submitDisabled: locked || (captcha?.blocked ?? false),
    formRef,
    noticeRef,
    errorRef,
    domId,
    setValue,
    blur,
    fieldProps,
    handleSubmit,
  };
}

function firstProblem(fields: readonly FormField[], errors: FieldErrors): string | undefined {
  for (const field of fields) {
    const message = own(errors, field.id);
    // Named by its field: heard away from the field, the message alone may not say which one.
    if (message) return field.label ? `${field.label}: ${message}` : message;
  }
  return undefined;
}

// The submit machine (spec 4): idle -> submitting (locked) -> success | failure, unlocking on
// both. Client checks run first, then the captcha's token, then the injected call: the kit never
// talks to the network itself.
import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { failureWords } from '../../../core/domain/failure-words.ts';
import type { FormDefinition } from '../../../core/domain/forms/form-schema.ts';
import { type FormValues, serializeForm } from '../../../core/domain/forms/form-values.ts';
import type { FieldErrors } from '../../../core/domain/forms/validation.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';
import { clientErrors, failureShown } from './submit-outcome.ts';
import type { AttemptFocus } from './use-attempt-focus.ts';
import type { FieldHooks, FieldState } from './use-field-state.ts';
import type { CaptchaBinding, FormSubmit, SubmitResult } from './use-form-controller.ts';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** The caller's submit and success hooks, read at the moment of the attempt. */
interface SubmitHooks<Success extends object> extends FieldHooks {
  readonly submit: FormSubmit<Success>;
  onSuccess?(result: { readonly ok: true } & Success): void;
}

/** False once the form has unmounted: an answer arriving later changes nothing. */
function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** The captcha's token when the form has one, then the caller's call; a throw is worded as a form's failure. */
async function send<Success extends object>(
  definition: FormDefinition,
  typed: FormValues,
  submit: FormSubmit<Success>,
  captcha: CaptchaBinding | undefined,
  strings: FormKitStrings,
): Promise<SubmitResult<Success>> {
  try {
    const captchaToken = captcha ? await captcha.execute().catch(() => undefined) : undefined;
    if (captcha && !captchaToken) return { ok: false, message: strings.formCaptchaRequired };
    return await submit(serializeForm(definition, typed), { values: typed, captchaToken });
  } catch (error) {
    return { ok: false, message: failureWords(error, { doing: 'form', words: strings, fieldErrors: false }) };
  }
}

export function useSubmit<Success extends object>(
  form: { readonly definition: FormDefinition; readonly strings: FormKitStrings },
  captcha: CaptchaBinding | undefined,
  hooks: RefObject<SubmitHooks<Success>>,
  fields: FieldState,
  attempt: AttemptFocus,
) {
  const { definition, strings } = form;
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [formError, setFormError] = useState<string | undefined>();
  const busy = useRef(false);
  const mounted = useMounted();
  const { setErrors, valuesRef, fieldsById, check } = fields;
  const { failed, focusedAtSubmit, setNotice } = attempt;

  const fail = useCallback(
    (fieldErrors: FieldErrors, message: string | undefined) => {
      setErrors(fieldErrors);
      failed(fieldErrors);
      setFormError(message);
    },
    [setErrors, failed],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const { submit, onSuccess, validateField } = hooks.current;
      if (busy.current || captcha?.blocked) return;
      focusedAtSubmit.current = document.activeElement;
      const typed = valuesRef.current;
      // Client checks first: nothing is sent while a field is invalid.
      const refused = clientErrors(definition, typed, strings, validateField ? check : undefined);
      if (Object.keys(refused).length > 0) {
        fail(refused, undefined);
        return;
      }
      busy.current = true;
      setStatus('submitting');
      setFormError(undefined);
      setNotice(undefined);
      const result = await send(definition, typed, submit, captcha, strings);
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
      const shown = failureShown(result, (id) => fieldsById.has(id));
      fail(shown.fieldErrors, shown.message);
    },
    [
      captcha,
      definition,
      fail,
      fieldsById,
      strings,
      check,
      hooks,
      focusedAtSubmit,
      valuesRef,
      setErrors,
      setNotice,
      mounted,
    ],
  );

  return { status, formError, handleSubmit };
}

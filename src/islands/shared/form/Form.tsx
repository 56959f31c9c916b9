// The whole form in one component: fields, notice, form message, captcha state and submit button,
// then the success view. Islands that need another layout compose the same parts themselves.
import { type ReactNode, useRef } from 'react';
import type { CaptchaActionName } from '../../../core/domain/forms/constants.ts';
import type { FormDefinition } from '../../../core/domain/forms/form-schema.ts';
import { stripHtml } from '../../../core/template/html.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';
import { FormFields } from './FormFields.tsx';
import { FormError, FormNotice, FormSuccess, SubmitButton } from './FormStatus.tsx';
import { useCaptcha } from './use-captcha.ts';
import { type FormSubmit, type SubmitResult, useFormController } from './use-form-controller.ts';
import '../base.css';
import '../field.css';
import './form.css';

interface FormProps<Success extends object = object> {
  readonly definition: FormDefinition;
  readonly submit: FormSubmit<Success>;
  readonly strings?: FormKitStrings | undefined;
  /** Captcha-bound forms pass this (site key from the context, the form's action, the page nonce). */
  readonly captcha?:
    | {
        readonly siteKey: string | undefined;
        readonly action: CaptchaActionName;
        readonly nonce?: string | undefined;
      }
    | undefined;
  readonly busyLabel?: 'submitting' | 'saving';
  /** Where the notice sits: above the fields or (default) just above the button. */
  readonly noticePosition?: 'top' | 'bottom';
  /** Called after success; leaving the page for `definition.redirectUrl` is the island's job. */
  onSuccess?(result: { readonly ok: true } & Success): void;
  /** Replaces the default success view's content (submission text, post-submit HTML as text). */
  readonly renderSuccess?: (result: SubmitResult<Success>) => ReactNode;
}

export function Form<Success extends object = object>(props: FormProps<Success>) {
  const { definition, captcha: captchaOptions, noticePosition = 'bottom' } = props;
  const captcha = useCaptcha({
    siteKey: captchaOptions?.siteKey,
    action: captchaOptions?.action ?? 'FORM_BLOCK_SUBMISSION',
    nonce: captchaOptions?.nonce,
    enabled: captchaOptions !== undefined,
    strings: props.strings,
  });
  const lastResult = useRef<SubmitResult<Success> | undefined>(undefined);
  const form = useFormController<Success>({
    definition,
    strings: props.strings,
    captcha: captchaOptions ? captcha : undefined,
    submit: async (values, context) => {
      const result = await props.submit(values, context);
      lastResult.current = result;
      return result;
    },
    onSuccess: (result) => props.onSuccess?.(result),
  });

  const done = form.status === 'success';
  const postSubmit = definition.postSubmitHtml ? stripHtml(definition.postSubmitHtml) : '';
  return (
    <>
      {!done && (
        <form
          ref={form.bindForm}
          className="sf-form"
          noValidate
          aria-label={definition.name}
          onSubmit={form.handleSubmit}
        >
          {noticePosition === 'top' && <FormNotice form={form} />}
          <FormFields form={form} />
          {captcha.message && <p className="sf-form__captcha-message">{captcha.message}</p>}
          <FormError form={form} />
          {noticePosition === 'bottom' && <FormNotice form={form} />}
          <SubmitButton form={form} busyLabel={props.busyLabel ?? 'submitting'} />
        </form>
      )}
      <FormSuccess form={form} className="sf-form__success">
        {props.renderSuccess && lastResult.current ? (
          props.renderSuccess(lastResult.current)
        ) : (
          <>
            {definition.submissionText && (
              <p className="sf-form__submission-text">{definition.submissionText}</p>
            )}
            {postSubmit && <p className="sf-form__post-submit">{postSubmit}</p>}
          </>
        )}
      </FormSuccess>
    </>
  );
}

// The back-in-stock form (spec 4, 5): shown while the chosen variant (or the whole product) is
// sold out and the merchant turned it on for this view; follows the selection and live stock.
// Built on the form kit: email (restock messages), the optional mailing-list checkbox, the
// captcha (action PRODUCT_WAITLIST_SUBMISSION) when the site uses one, the submit machine.
// Success replaces the form with 'Signed up!' (or the store's text); a failure keeps the email.

import { useEffect, useMemo, useState } from 'react';
// The kit's parts are imported from their own modules, not its index: the index also carries the
// form-definition parser (zod checks), which this island never needs.
import { CaptchaAction } from '../../core/domain/forms/constants.ts';
import type { FormDefinition, FormField } from '../../core/domain/forms/form-schema.ts';
import { textOf } from '../../core/domain/forms/form-values.ts';
import { validateRestockEmail } from '../../core/domain/forms/validation.ts';
import type { Product, Variant } from '../../core/domain/product.ts';
import {
  isRestockable,
  restockEnabled,
  restockPayload,
  translationLanguage,
} from '../../core/domain/restock.ts';
import { restockStrings } from '../../core/words/strings-on-demand.ts';
import { captchaSiteKey, reportMissingSiteKey } from '../shared/form/captcha.ts';
import { Field } from '../shared/form/FormFields.tsx';
import { FormError, FormSuccess, SubmitButton } from '../shared/form/FormStatus.tsx';
import { useCaptcha } from '../shared/form/use-captcha.ts';
import { useFormController } from '../shared/form/use-form-controller.ts';
import { useFormStrings } from '../shared/form/use-form-strings.ts';
import { useServices } from '../shared/island-context.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import { useStringGroup } from '../shared/use-string-group.ts';
import type { RestockFormOptions } from './index.ts';
import '../shared/field.css';
import './restock-form.css';
import { own } from '../../core/base/own.ts';

const EMAIL_FIELD = 'email';

export function RestockForm({ options }: { options: RestockFormOptions }) {
  const { context } = useServices();
  const { product, variant } = useSelection();
  useLiveStock();
  const merchandising = own(context.merchandising, product.id);
  if (!restockEnabled(merchandising, options.view) || !isRestockable(product, variant)) return null;
  // A new choice starts a fresh form: a sign-up is for one variant.
  return <RestockFormBody key={variant?.id ?? 'product'} product={product} variant={variant} />;
}

/** The restock form as the kit sees it: one required email field, and the captcha when the site uses one. */
function restockDefinition(
  id: string,
  words: Readonly<
    Record<'restockPrompt' | 'restockSubmit' | 'restockEmailLabel' | 'restockSignedUp', string>
  >,
  captcha: boolean,
): FormDefinition {
  return {
    id,
    name: words.restockPrompt,
    submitButtonText: words.restockSubmit,
    fields: [
      {
        id: EMAIL_FIELD,
        type: 'email',
        label: words.restockEmailLabel,
        required: true,
        description: undefined,
        placeholder: undefined,
        options: [],
        maxLength: undefined,
        questions: [],
        value: undefined,
      },
    ],
    submissionText: words.restockSignedUp,
    postSubmitHtml: undefined,
    redirectUrl: undefined,
    captcha,
  };
}

/**
 * The sign-up's captcha: used when the site's context has a site key. A captcha block without a
 * key is only reported on the console (spec 5: 'Enterprise V3 ReCaptcha site key not found'); the
 * form stays usable and signs up without a token, for the platform to accept or refuse (issue 49.7).
 */
function useRestockCaptcha(strings: ReturnType<typeof useFormStrings>) {
  const { context, nonce } = useServices();
  const siteKey = captchaSiteKey(context);
  const missingKey =
    !siteKey && (context.recaptchaEnterpriseContext !== undefined || context.captchaSettings !== undefined);
  useEffect(() => {
    if (missingKey) reportMissingSiteKey(document);
  }, [missingKey]);
  const usesCaptcha = siteKey !== undefined;
  const captcha = useCaptcha({
    siteKey,
    action: CaptchaAction.PRODUCT_WAITLIST_SUBMISSION,
    nonce,
    enabled: usesCaptcha,
    strings,
  });
  return { usesCaptcha, captcha };
}

function MailingListChoice(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="sf-restock-form__mailing-list">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}

function RestockFormBody({ product, variant }: { product: Product; variant: Variant | undefined }) {
  const services = useServices();
  const kitStrings = useFormStrings();
  const { context } = services;
  const merchandising = own(context.merchandising, product.id);
  const words = useStringGroup(restockStrings, merchandising?.restockNotificationMessages);
  const mailingList = merchandising?.mailingListSignUpEnabled === true;
  const [joinMailingList, setJoinMailingList] = useState(merchandising?.mailingListOptInByDefault === true);
  const { usesCaptcha, captcha } = useRestockCaptcha(kitStrings);
  const definition = useMemo(
    () => restockDefinition(`restock-${product.id}`, words, usesCaptcha),
    [product.id, words, usesCaptcha],
  );
  const form = useFormController({
    definition,
    strings: kitStrings,
    captcha: usesCaptcha ? captcha : undefined,
    validateField: (field: FormField, value) =>
      field.id === EMAIL_FIELD ? validateRestockEmail(textOf(value), kitStrings) : null,
    submit: async (_form, { values, captchaToken }) => {
      const result = await services.restock.run(
        restockPayload({
          product,
          variant,
          email: textOf(values[EMAIL_FIELD]),
          joinMailingList: mailingList && joinMailingList,
          captchaToken,
          language: translationLanguage(context),
        }),
        words.restockSubmitFailed,
      );
      if (result.status === 'done')
        services.emit('form-submitted', { formId: `restock-${product.id}`, kind: 'restock' });
      return result.status === 'done' ? { ok: true } : { ok: false, message: result.message };
    },
  });

  const emailField = definition.fields[0] as FormField;
  const done = form.status === 'success';
  return (
    <>
      {!done && (
        <form
          ref={form.bindForm}
          className="sf-form sf-restock-form"
          noValidate
          aria-label={words.restockPrompt}
          onSubmit={form.handleSubmit}
        >
          <p className="sf-restock-form__prompt">{words.restockPrompt}</p>
          <Field {...form.fieldProps(emailField)} />
          {mailingList && (
            <MailingListChoice
              label={words.restockMailingList}
              checked={joinMailingList}
              disabled={form.locked}
              onChange={setJoinMailingList}
            />
          )}
          {usesCaptcha && (
            <div className="sf-restock-form__captcha" data-captcha-status={captcha.status}>
              {captcha.message && <p className="sf-form__captcha-message">{captcha.message}</p>}
            </div>
          )}
          <FormError form={form} />
          {/* Spec 4: custom and site forms say 'Submitting…', other forms 'Saving…'; this sign-up is neither. */}
          <SubmitButton form={form} label={words.restockSubmit} busyLabel="saving" />
        </form>
      )}
      <FormSuccess form={form} className="sf-restock-form sf-restock-form--done">
        <p className="sf-restock-form__success">{words.restockSignedUp}</p>
      </FormSuccess>
    </>
  );
}

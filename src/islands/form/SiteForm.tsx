// A form submitted to the platform: a site form block or the newsletter block. The kit renders
// the fields, checks them before any call and runs the submit state machine; this adds the
// platform's sequence (server validation, submission key, save), the captcha for the block's
// action, the render and submitted events, and the success view or the redirect.
import { useCallback } from 'react';
import type { CaptchaActionName, FormDefinition, FormSubmit } from '../shared/form/index.ts';
import { CaptchaAction, captchaSiteKey, Form, useFormStrings } from '../shared/form/index.ts';
import { useServices } from '../shared/island-context.tsx';
import { SuccessView } from './SuccessView.tsx';
import { useFormRender } from './use-form-render.ts';

interface SiteFormProps {
  readonly definition: FormDefinition;
  readonly action: CaptchaActionName;
  /** The submit button's idle text when the definition has none. */
  readonly submitLabel?: string | undefined;
}

export function SiteForm({ definition, action, submitLabel }: SiteFormProps) {
  const services = useServices();
  const strings = useFormStrings();
  useFormRender(definition.id);
  const submit = useCallback<FormSubmit>(
    async (form, { captchaToken }) => (await services.forms.load()).submit(definition.id, form, captchaToken),
    [services, definition.id],
  );
  const shown =
    submitLabel && !definition.submitButtonText
      ? { ...definition, submitButtonText: submitLabel }
      : definition;
  return (
    <Form
      definition={shown}
      strings={strings}
      submit={submit}
      captcha={
        definition.captcha
          ? { siteKey: captchaSiteKey(services.context), action, nonce: services.nonce }
          : undefined
      }
      onSuccess={() => {
        // Before a redirect, so analytics hears of it while the page is still here.
        services.emit('form-submitted', {
          formId: definition.id,
          kind: action === CaptchaAction.NEWSLETTER_BLOCK_SUBMISSION ? 'newsletter' : 'form',
        });
        if (definition.redirectUrl) services.navigate(definition.redirectUrl);
      }}
      renderSuccess={() => <SuccessView definition={definition} />}
    />
  );
}

// The newsletter block: an email (and optional name) sign-up on the form kit, bound to the
// NEWSLETTER_BLOCK_SUBMISSION captcha action. The spec names no call of its own, so it is sent
// with the form submission calls under the block's form id (README "newsletter").
import { useMemo } from 'react';
import { SiteForm } from '../form/SiteForm.tsx';
import { CaptchaAction, parseFormDefinition, useFormStrings } from '../shared/form/index.ts';

export interface NewsletterOptions {
  readonly formId: string;
  readonly withName: boolean;
  readonly captcha: boolean;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly buttonText: string | undefined;
  readonly submissionText: string | undefined;
}

export function Newsletter({ options }: { options: NewsletterOptions }) {
  const strings = useFormStrings();
  const definition = useMemo(() => {
    const reading = parseFormDefinition({
      id: options.formId,
      name: options.title ?? strings.newsletterTitle,
      submitButtonText: options.buttonText ?? strings.newsletterSignUp,
      submissionText: options.submissionText ?? strings.newsletterThanks,
      captcha: options.captcha,
      fields: [
        { id: 'email', type: 'email', label: strings.newsletterEmail, required: true },
        ...(options.withName ? [{ id: 'name', type: 'name', label: strings.newsletterName }] : []),
      ],
    });
    if (!reading.ok) throw new Error(reading.problem);
    return reading.definition;
  }, [options, strings]);
  return (
    <section className="sf-newsletter" aria-label={definition.name}>
      <h2 className="sf-newsletter__title">{definition.name}</h2>
      {options.description && <p className="sf-newsletter__description">{options.description}</p>}
      <SiteForm definition={definition} action={CaptchaAction.NEWSLETTER_BLOCK_SUBMISSION} />
    </section>
  );
}

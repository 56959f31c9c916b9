// Scope: page
// Options: `data-form-id` (required), `data-name="true"` (adds a name field),
// `data-captcha="false"` (default true), `data-title`, `data-description`, `data-button-text`,
// `data-submission-text`. Email sign-up, captcha action NEWSLETTER_BLOCK_SUBMISSION. Lazy chunk
import { own } from '../../core/base/own.ts';
import {
  defineWidget,
  type Flag,
  type IslandInput,
  IslandOptionsError,
  type RawIslandOptions,
} from '../shared/contract.ts';
import { Newsletter, type NewsletterOptions } from './Newsletter.tsx';

function flag(raw: RawIslandOptions, name: string, fallback: boolean): boolean {
  const value = own(raw.attributes, name);
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false')
    throw new IslandOptionsError(`data-${name} must be "true" or "false", not "${value}"`);
  return value === 'true';
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** data-form-id (required), data-name, data-captcha, data-title, data-description, data-button-text, data-submission-text. */
export function parseNewsletterOptions(
  raw: IslandInput<{
    readonly attributes: {
      /** The platform's form id the sign-ups are saved to. */
      readonly formId: string;
      /**
       * "true" adds a name field beside the email.
       * @default false
       */
      readonly name?: Flag;
      /**
       * "false" leaves out the captcha.
       * @default true
       */
      readonly captcha?: Flag;
      /** The heading above the form. */
      readonly title?: string;
      /** The text under the heading. */
      readonly description?: string;
      /** The submit button's text. */
      readonly buttonText?: string;
      /** What it says once the platform accepted the sign-up. */
      readonly submissionText?: string;
    };
  }>,
): NewsletterOptions {
  const formId = text(raw.attributes.formId);
  if (!formId) throw new IslandOptionsError('data-form-id is required');
  return {
    formId,
    withName: flag(raw, 'name', false),
    captcha: flag(raw, 'captcha', true),
    title: text(raw.attributes.title),
    description: text(raw.attributes.description),
    buttonText: text(raw.attributes.buttonText),
    submissionText: text(raw.attributes.submissionText),
  };
}

export default defineWidget({
  name: 'newsletter',
  scope: 'page',
  strings: ['forms'],
  parseOptions: parseNewsletterOptions,
  attributes: {
    formId: true,
    name: true,
    captcha: true,
    title: true,
    description: true,
    buttonText: true,
    submissionText: true,
  },
  Component: Newsletter,
});

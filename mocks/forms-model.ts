// The mock platform's forms: definitions by id, submission keys it issued, the submissions it
// saved, and its own server-side validation. Its rules differ from the client's on purpose (it
// rejects the name 'test' and addresses at example.org, the latter for restock sign-ups too), so
// the per-field error path is exercised.
import { ALL_FORMS, MONOGRAM_FORM_ID } from './fixtures/forms.ts';

const SERVER_REQUIRED = 'This field is required.';
export const SERVER_TEST_NAME = "Please enter your real name, not 'test'.";
export const SERVER_EXAMPLE_EMAIL = 'Addresses at example.org cannot receive mail.';

/**
 * The mock platform's rule for every address a shopper signs up with (site forms, the newsletter,
 * restock sign-ups): example.org cannot receive mail, so the refusal path is shown everywhere.
 */
export function refusesAddress(address: string): boolean {
  return /@example\.org$/i.test(address.trim());
}
/** The monogram product form's own server rule (the custom product form's server check). */
export const SERVER_INITIALS = 'Initials are up to three letters.';

interface MockFormField {
  readonly id: string;
  readonly type?: string;
  readonly required?: boolean;
}

interface MockFormDefinition {
  readonly id: string;
  readonly fields: readonly unknown[];
  readonly captcha?: boolean;
}

interface MockSubmission {
  readonly formId: string;
  readonly form: Record<string, unknown>;
  readonly captchaKey: string | undefined;
}

const isField = (value: unknown): value is MockFormField =>
  typeof value === 'object' && value !== null && typeof (value as MockFormField).id === 'string';

function blank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && value !== null) return Object.values(value).every(blank);
  return true;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

export class FormsModel {
  readonly forms = new Map<string, MockFormDefinition>();
  readonly submissions: MockSubmission[] = [];
  private readonly keys = new Set<string>();
  private nextKey = 1;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.forms.clear();
    for (const form of ALL_FORMS) this.forms.set(form.id, form);
    this.submissions.length = 0;
    this.keys.clear();
  }

  /** Adds or replaces a form (tests use this for forms the fixtures lack). */
  addForm(form: MockFormDefinition): void {
    this.forms.set(form.id, form);
  }

  issueKey(): string {
    const key = `form-key-${this.nextKey++}`;
    this.keys.add(key);
    return key;
  }

  /** A key is good for one submission. */
  claimKey(key: unknown): boolean {
    return typeof key === 'string' && this.keys.delete(key);
  }

  /** The platform's own checks: field id -> message; empty when the values pass. */
  validate(formId: string, values: Record<string, unknown>): Record<string, string> {
    const form = this.forms.get(formId);
    const errors: Record<string, string> = {};
    for (const field of form?.fields.filter(isField) ?? []) {
      const value = values[field.id];
      if (field.required && field.type !== 'likert' && blank(value)) errors[field.id] = SERVER_REQUIRED;
      else if (field.type === 'name' && texts(value).some((t) => t.trim().toLowerCase() === 'test'))
        errors[field.id] = SERVER_TEST_NAME;
      else if (field.type === 'email' && texts(value).some(refusesAddress))
        errors[field.id] = SERVER_EXAMPLE_EMAIL;
      else if (
        formId === MONOGRAM_FORM_ID &&
        field.id === 'initials' &&
        texts(value).some((t) => t.trim().length > 3)
      )
        errors[field.id] = SERVER_INITIALS;
    }
    return errors;
  }

  record(submission: MockSubmission): void {
    this.submissions.push(submission);
  }
}

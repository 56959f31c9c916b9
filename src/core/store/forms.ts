// Form commands (spec 4, 7, 8): the site-form submission sequence, the custom product form's
// schema, the answers typed into custom forms (kept per product and per cart entry so closing a
// form loses nothing). A cart entry's answers are written by the cart store's updateEntryFields. Created on first use by
// `services.forms.load()` (the commands manifest), so none of this is in the shopper's initial bundle.
import type { KyInstance } from 'ky';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { failureWords } from '../domain/failure-words.ts';
import { type FormDefinition, parseFormDefinition } from '../domain/forms/form-schema.ts';
import type { FormValues, SerializedForm } from '../domain/forms/form-values.ts';
import type { SubmitResult } from '../domain/forms/submit-result.ts';
import { PlatformError } from '../platform/errors.ts';
import {
  FormCallError,
  fetchProductFormSchema,
  fetchSubmissionKey,
  saveSubmission,
  validateFormValues,
} from '../platform/forms-api.ts';
import { resolveCatalogue, type Strings } from '../words/strings.ts';
import { type FormKitStrings, formStrings } from '../words/strings-forms.ts';

export interface FormAnswersState {
  /** Answers by key (`product:<id>` or `entry:<id>`), exactly as typed. */
  readonly answers: Readonly<Record<string, FormValues>>;
  keep(key: string, values: FormValues): void;
  forget(key: string): void;
}
export type FormAnswersStore = StoreApi<FormAnswersState>;

export function createFormAnswersStore(): FormAnswersStore {
  return createStore<FormAnswersState>()((set) => ({
    answers: {},
    keep: (key, values) => set((state) => ({ answers: { ...state.answers, [key]: values } })),
    forget: (key) =>
      set((state) => {
        const { [key]: _gone, ...answers } = state.answers;
        return { answers };
      }),
  }));
}

export interface FormCommands {
  /**
   * Validates on the server, gets a submission key, then saves (spec 7). Never rejects: every
   * failure comes back with the spec's words (spec 8) or the server's per-field messages.
   */
  submit(formId: string, form: SerializedForm, captchaKey: string | undefined): Promise<SubmitResult>;
  /**
   * The platform's own check alone (POST rest/forms/validate/{formId}), for the custom product
   * form: its answers go with the add, not to SaveFormSubmission. Never rejects.
   */
  validate(formId: string, form: SerializedForm): Promise<SubmitResult>;
  /**
   * A custom product form's definition: the one the product carried inline when it reads, else
   * from GetTemplateSchema; rejects with 'Unable to open form'.
   */
  loadProductForm(formId: string, inline?: unknown): Promise<FormDefinition>;
  /** What was typed into custom forms, per product and per cart entry. */
  readonly answers: FormAnswersStore;
  /** The page's strings with the form group resolved (it loads with this chunk). */
  readonly strings: FormKitStrings;
}

export interface FormCommandDependencies {
  readonly http: KyInstance;
  readonly strings: Strings;
  /** The form group's layers over English, weakest first: the page's language, then the context's overrides. */
  readonly overrides?: readonly (Readonly<Record<string, unknown>> | undefined)[];
  /** Console output for a form definition's dropped fields (default console.warn). */
  warn?(message: string): void;
}

/** The inline definition when it is this form and reads; undefined (said why) to fetch it instead. */
function inlineForm(
  formId: string,
  inline: unknown,
  warn: (message: string) => void,
): FormDefinition | undefined {
  if (typeof inline !== 'object' || inline === null) return undefined;
  const reading = parseFormDefinition(inline);
  if (!reading.ok || (reading.definition.id && reading.definition.id !== formId)) {
    warn(
      `custom form ${formId}: the product's inline form ${reading.ok ? 'is another form' : `is unreadable (${reading.problem})`}; reading it from the platform`,
    );
    return undefined;
  }
  for (const problem of reading.problems) warn(`custom form ${formId}: ${problem}`);
  return reading.definition;
}

export function createFormCommands(deps: FormCommandDependencies): FormCommands {
  const { http } = deps;
  const strings: FormKitStrings = {
    ...deps.strings,
    ...resolveCatalogue(formStrings, ...(deps.overrides ?? [])),
  };
  const warn = deps.warn ?? ((message: string) => console.warn(`[Storefront] ${message}`));
  const definitions = new Map<string, Promise<FormDefinition>>();

  /**
   * A failed call as the kit's outcome: the server's per-field messages and the words the call
   * chose (forms-api.ts, by failureWords); anything else is a fault of ours, in failureWords' words.
   */
  function failed(error: unknown): SubmitResult {
    if (error instanceof FormCallError)
      return { ok: false, fieldErrors: error.fieldErrors, message: error.message };
    return { ok: false, message: failureWords(error, { doing: 'form', words: strings, fieldErrors: false }) };
  }

  async function submit(
    formId: string,
    form: SerializedForm,
    captchaKey: string | undefined,
  ): Promise<SubmitResult> {
    try {
      await validateFormValues(http, formId, form, strings);
      const key = await fetchSubmissionKey(http, strings);
      await saveSubmission(http, { formId, form, key, captchaKey }, strings);
      return { ok: true };
    } catch (error) {
      return failed(error);
    }
  }

  async function validate(formId: string, form: SerializedForm): Promise<SubmitResult> {
    try {
      await validateFormValues(http, formId, form, strings);
      return { ok: true };
    } catch (error) {
      return failed(error);
    }
  }

  async function readProductForm(formId: string, inline: unknown): Promise<FormDefinition> {
    const carried = inlineForm(formId, inline, warn);
    if (carried) return carried;
    const raw = await fetchProductFormSchema(http, formId, strings);
    const reading = parseFormDefinition(raw);
    if (!reading.ok) {
      warn(`custom form ${formId}: ${reading.problem}`);
      throw new PlatformError('invalid-response', strings.unableToOpenForm);
    }
    for (const problem of reading.problems) warn(`custom form ${formId}: ${problem}`);
    return reading.definition;
  }

  return {
    strings,
    submit,
    validate,
    loadProductForm(formId, inline) {
      let pending = definitions.get(formId);
      if (!pending) {
        pending = readProductForm(formId, inline);
        definitions.set(formId, pending);
        // A failure is not cached: the next open tries again.
        pending.catch(() => definitions.delete(formId));
      }
      return pending;
    },
    answers: createFormAnswersStore(),
  };
}

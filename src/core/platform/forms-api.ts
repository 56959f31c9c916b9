// Form calls (spec 7): server validation, the submission key, saving a submission, and the custom
// product form schema. Each parses its response; every failure is mapped once, here, first by
// `toPlatformError` (network, timeout, CSRF) and then by the forms' own status table (spec 8):
// 401, 404, 429, 5xx, and 400 with per-field `errors` or one `error`.

import type { KyInstance } from 'ky';
import { setOwn } from '../base/own.ts';
import { failureWords } from '../domain/failure-words.ts';
import type { SerializedForm } from '../domain/forms/form-values.ts';
import { z } from '../domain/zod.ts';
import type { FormKitStrings as Strings } from '../words/strings-forms.ts';
import { PlatformError, toPlatformError } from './errors.ts';
import { readBody } from './http.ts';
import { pathSegment } from './path-segment.ts';
import {
  FORM_SAVE_PATH,
  FORM_SUBMISSION_KEY_PATH,
  FORM_TEMPLATES_PATH,
  FORM_VALIDATE_PATH,
  pathWith,
} from './paths.ts';

/** A failed form call: the shopper's words, and the server's per-field messages when it sent them. */
export class FormCallError extends PlatformError {
  constructor(
    base: PlatformError,
    message: string,
    /** Field id -> the server's message for that field. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(base.kind, message, base.status, base.serverMessage, base.body);
  }
}

type Body = Readonly<Record<string, unknown>>;

/** The body itself, or its `data` member (the platform wraps some answers in `data`). */
function layers(body: Body | undefined): Body[] {
  if (!body) return [];
  const data = body.data;
  return typeof data === 'object' && data !== null ? [body, data as Body] : [body];
}

/** `errors` keyed by field id; a list of messages keeps its first. Empty when there are none. */
function fieldErrorsOf(body: Body | undefined): Record<string, string> {
  for (const layer of layers(body)) {
    const errors = layer.errors;
    if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) continue;
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(errors as Body)) {
      const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
      if (typeof message === 'string' && message.trim() !== '') setOwn(out, field, message);
    }
    if (Object.keys(out).length > 0) return out;
  }
  return {};
}

function errorTextOf(body: Body | undefined): string | undefined {
  for (const layer of layers(body)) {
    if (typeof layer.error === 'string' && layer.error.trim() !== '') return layer.error;
  }
  return undefined;
}

/**
 * Spec 8's form failure (failureWords' 'form' context), with the server's per-field messages from
 * the body the mapping read (errors.ts), so a refusal's body is parsed and worded once.
 */
function formFailure(base: PlatformError, strings: Strings): FormCallError {
  const { body } = base;
  // Only a refusal's body is read for fields: a 5xx or a 401 keeps its status's words.
  const refused = base.kind === 'http' && (base.status ?? 0) >= 400 && (base.status ?? 0) < 500;
  const fieldErrors = refused ? fieldErrorsOf(body) : {};
  const words = failureWords(base, {
    doing: 'form',
    words: strings,
    fieldErrors: Object.keys(fieldErrors).length > 0,
    serverText: errorTextOf(body),
  });
  return new FormCallError(base, words, fieldErrors);
}

/**
 * The form's words for a failed call (`instead`, when the call has one message for every failure);
 * the console line quotes them (the form shows `message`).
 */
async function toFormCallError(error: unknown, strings: Strings, instead?: string): Promise<FormCallError> {
  if (error instanceof FormCallError) return instead ? new FormCallError(error, instead) : error;
  return toPlatformError(error, strings, undefined, {
    reword: (base) => (instead ? new FormCallError(base, instead) : formFailure(base, strings)),
    shown: (failure) => failure.message,
  });
}

/**
 * POST rest/forms/validate/{formId}: resolves with no field errors when the server accepts the
 * values; a 400 (or a 200) carrying `errors` rejects with them as a FormCallError.
 */
export async function validateFormValues(
  http: KyInstance,
  formId: string,
  form: SerializedForm,
  strings: Strings,
): Promise<void> {
  try {
    const response = await http.post(pathWith(FORM_VALIDATE_PATH, pathSegment(formId)), { json: form });
    const text = await response.text();
    const parsed: unknown = text.trim() === '' ? undefined : JSON.parse(text);
    const body = typeof parsed === 'object' && parsed !== null ? (parsed as Body) : undefined;
    const fieldErrors = fieldErrorsOf(body);
    if (Object.keys(fieldErrors).length > 0) {
      // A 200 that carries field errors is a refusal all the same, worded as one.
      const base = new PlatformError('http', 'the server refused fields', response.status);
      const words = failureWords(base, { doing: 'form', words: strings, fieldErrors: true });
      throw new FormCallError(base, words, fieldErrors);
    }
  } catch (error) {
    throw await toFormCallError(error, strings);
  }
}

const KeyText = z.string().check(z.minLength(1));
const KeySchema = z.looseObject({
  data: z.optional(z.looseObject({ key: z.optional(KeyText) })),
  key: z.optional(KeyText),
});

/** POST form/FormSubmissionKey (empty body, with credentials) -> data.key. */
export async function fetchSubmissionKey(http: KyInstance, strings: Strings): Promise<string> {
  try {
    const body = await readBody(
      'POST',
      http.post(FORM_SUBMISSION_KEY_PATH, { credentials: 'include' }),
      KeySchema,
    );
    const key = body.data?.key ?? body.key;
    if (!key) throw new SyntaxError('FormSubmissionKey answered without data.key');
    return key;
  } catch (error) {
    // Whatever went wrong, the shopper is told the key could not be had (spec 8).
    throw await toFormCallError(error, strings, strings.formErrorNoKey);
  }
}

interface SaveSubmissionRequest {
  /** Sent as one of the spec's "other fields", so the platform knows which form this is. */
  readonly formId: string;
  /** Field id -> sanitised value; sent as JSON text. */
  readonly form: SerializedForm;
  readonly key: string;
  readonly captchaKey?: string | undefined;
}

/** POST form/SaveFormSubmission with formId, form, key and the optional captchaKey, with credentials. */
export async function saveSubmission(
  http: KyInstance,
  request: SaveSubmissionRequest,
  strings: Strings,
): Promise<void> {
  try {
    await http.post(FORM_SAVE_PATH, {
      credentials: 'include',
      json: {
        formId: request.formId,
        form: JSON.stringify(request.form),
        key: request.key,
        ...(request.captchaKey ? { captchaKey: request.captchaKey } : {}),
      },
    });
  } catch (error) {
    throw await toFormCallError(error, strings);
  }
}

const SchemaResponse = z.looseObject({ data: z.unknown() });
const FormWithId = z.looseObject({ id: z.string() });

/** Finds one form in the schema's `data`: a list of forms, `{ forms: [...] }`, or a map by id. */
function findFormInSchema(data: unknown, formId: string): unknown {
  const candidates: unknown[] = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? Array.isArray((data as Body).forms)
        ? ((data as Body).forms as unknown[])
        : Object.entries(data as Body).map(([id, form]) =>
            typeof form === 'object' && form !== null && !('id' in form) ? { id, ...form } : form,
          )
      : [];
  return candidates.find((form) => FormWithId.safeParse(form).data?.id === formId);
}

/**
 * GET template/GetTemplateSchema?type=form: the custom product forms; resolves with the raw
 * definition of `formId` (parsed by the form kit's schema), rejects when it is missing.
 */
export async function fetchProductFormSchema(
  http: KyInstance,
  formId: string,
  strings: Strings,
): Promise<unknown> {
  try {
    const body = await readBody(
      'GET',
      http.get(FORM_TEMPLATES_PATH, { searchParams: { type: 'form' } }),
      SchemaResponse,
    );
    const form = findFormInSchema(body.data, formId);
    if (form === undefined)
      throw new PlatformError('invalid-response', strings.unableToOpenForm, undefined, `no form ${formId}`);
    return form;
  } catch (error) {
    // Rate limit, session and connection keep their own words; anything else cannot open the form.
    throw await toPlatformError(error, strings, undefined, {
      reword: (mapped) =>
        new PlatformError(
          mapped.kind,
          failureWords(mapped, { doing: 'open-form', unableToOpen: strings.unableToOpenForm }),
          mapped.status,
        ),
      shown: (failure) => failure.message,
    });
  }
}

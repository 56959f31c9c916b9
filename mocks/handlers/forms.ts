// MSW handlers for the form calls (spec 7): server validation, submission keys, saving, the
// custom product form schema, and editing a cart entry's answers. The QA scenarios answer as the
// platform's failures would: the shared ones (429, 500, CSRF, offline, slow) on every call, the
// form ones (401, 404, 400 with errors, 400 with error, no key) on the call they belong to.
import { HttpResponse, http } from 'msw';
import {
  CART_ENTRY_ANSWERS_PATH,
  FORM_SAVE_PATH,
  FORM_SUBMISSION_KEY_PATH,
  FORM_TEMPLATES_PATH,
  FORM_VALIDATE_PATH,
} from '../../src/core/platform/paths.ts';
import { cartJson, type PlatformModel, type Scenario } from '../model.ts';
import { cartToken, shopOf } from './commerce.ts';
import { apiRoute } from './route.ts';
import { applyScenario } from './scenario.ts';

/** The server's words for the QA panel's '400 with an error' scenario and for bad requests. */
export const FORM_CLOSED_MESSAGE = 'This form is no longer accepting submissions.';
const FORM_BAD_KEY_MESSAGE = 'Your form submission key has expired.';
const FORM_BAD_JSON_MESSAGE = 'Could not parse the form fields, please check your entries.';
const FORM_CAPTCHA_MESSAGE = 'Complete CAPTCHA before submitting.';
/** Sent with '400 with field errors' on the first field of the form. */
export const FORM_FIELD_REJECTED_MESSAGE = 'The platform rejected this answer.';

const json = HttpResponse.json;

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The submitted answers: the body's `form` field is JSON text of an object (undefined: it is not). */
function formOf(body: Record<string, unknown>): Record<string, unknown> | undefined {
  try {
    const form: unknown = JSON.parse(String(body.form));
    return typeof form === 'object' && form !== null ? (form as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function formHandlers(model: PlatformModel, scenario: () => Scenario) {
  const forms = model.forms;
  return [
    http.post(apiRoute(FORM_VALIDATE_PATH), async ({ request, params }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const formId = String(params.formId);
      if (!forms.forms.has(formId)) return json({ error: 'Unknown form.' }, { status: 404 });
      const errors = forms.validate(formId, await bodyOf(request));
      return Object.keys(errors).length > 0 ? json({ errors }, { status: 400 }) : json({});
    }),

    http.post(apiRoute(FORM_SUBMISSION_KEY_PATH), async ({ request }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      if (scenario() === 'form-no-key') return json({ error: 'Internal Server Error' }, { status: 500 });
      return json({ data: { key: forms.issueKey() } });
    }),

    http.post(apiRoute(FORM_SAVE_PATH), async ({ request }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      switch (scenario()) {
        case 'form-unauthorized':
          return json({ error: 'Unauthorized' }, { status: 401 });
        case 'form-not-configured':
          return json({ error: 'Not Found' }, { status: 404 });
        case 'form-error':
          return json({ error: FORM_CLOSED_MESSAGE }, { status: 400 });
        default:
          break;
      }
      const body = await bodyOf(request);
      const form = formOf(body);
      if (!form) return json({ error: FORM_BAD_JSON_MESSAGE }, { status: 400 });
      const definition = typeof body.formId === 'string' ? forms.forms.get(body.formId) : undefined;
      if (!definition) return json({ error: 'Not Found' }, { status: 404 });
      if (!forms.claimKey(body.key)) return json({ error: FORM_BAD_KEY_MESSAGE }, { status: 400 });
      if (scenario() === 'form-field-errors') {
        const first = Object.keys(form)[0] ?? 'form';
        return json({ errors: { [first]: FORM_FIELD_REJECTED_MESSAGE } }, { status: 400 });
      }
      const captchaKey = typeof body.captchaKey === 'string' ? body.captchaKey : undefined;
      if (definition.captcha && !captchaKey) return json({ error: FORM_CAPTCHA_MESSAGE }, { status: 400 });
      const errors = forms.validate(definition.id, form);
      if (Object.keys(errors).length > 0) return json({ errors }, { status: 400 });
      forms.record({ formId: definition.id, form, captchaKey });
      return json({ success: true });
    }),

    http.get(apiRoute(FORM_TEMPLATES_PATH), async ({ request }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      if (new URL(request.url).searchParams.get('type') !== 'form')
        return json({ error: 'Unknown schema type.' }, { status: 400 });
      return json({ data: [...forms.forms.values()] });
    }),

    http.put(apiRoute(CART_ENTRY_ANSWERS_PATH), async ({ request, params, cookies }) => {
      const failure = await applyScenario(scenario(), request);
      if (failure) return failure;
      const shop = shopOf(request);
      const body = await bodyOf(request);
      if (typeof body.additionalFields !== 'string')
        return json({ error: 'additionalFields must be JSON text.' }, { status: 400 });
      const updated = model.updateEntryFields(
        cartToken(cookies),
        shop.websiteId,
        String(params.entryId),
        body.additionalFields,
      );
      if (!updated) return json({ error: 'Unknown cart entry.' }, { status: 404 });
      const shoppingCart = cartJson(updated.cart, shop.websiteId, shop.currency);
      const updatedEntry = shoppingCart.entries.find((e) => e.id === updated.entry.id) ?? null;
      return json({ shoppingCart, updatedEntry });
    }),
  ];
}

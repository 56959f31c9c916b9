// The one place a failed call becomes words. `toPlatformError` maps every failure once, where the
// call is made (its kind, status, the catalogue's text and the server's own message); what a person
// then reads depends only on what they were doing, decided here:
// - cart and purchase: the server's words for a refusal (a 409 'out of stock'), else the mapping's
//   (what to do instead, where those only repeat the title above them);
// - saving anything (a restock sign-up, a wishlist item, any command of the manifest): advice for
//   an expired session or a rate limit, the server's words for a refusal where the command says
//   they are meant for the visitor, else the command's own failure text;
// - the owner's console: 401/403 (not an expired session) says to sign in, else as the cart;
// - site and custom forms: spec 8's status table (401, 404, 429, 5xx, fields, the server's text);
// - opening a custom form: a refusal or a bad answer cannot open it; advice keeps its words.
// Anything that is not a mapped failure (a bug, not a call) gets the context's unexpected words.
// Domain, not platform: islands and stores pick words too, and never import the platform.
import { type Failure, isMappedFailure, refusalWords } from './mapped-failure.ts';

/** Spec 8's form wording. */
interface FormFailureWords {
  readonly formErrorProcessing: string;
  readonly formRateLimited: string;
  readonly formUnauthorized: string;
  readonly formNotConfigured: string;
  readonly formSendFailed: string;
  readonly formErrorInvalidFields: string;
  readonly formErrorUnknown: string;
}

export type FailureContext =
  | {
      readonly doing: 'cart';
      readonly unexpected: string;
      /** The title shown above the words: words that only repeat it say `unexpected` instead. */
      readonly title?: string;
    }
  | {
      readonly doing: 'save';
      /** The command's own words for a failure (translated with its island's group). */
      readonly fallback: string;
      /** A refusal's own text is meant for the visitor (restock: 'You are already on the list.'). */
      readonly refusalWords?: boolean;
    }
  | { readonly doing: 'open-form'; readonly unableToOpen: string }
  | { readonly doing: 'owner-console'; readonly notAuthorized: string; readonly unexpected: string }
  | {
      readonly doing: 'form';
      readonly words: FormFailureWords;
      /** The server sent per-field messages. */
      readonly fieldErrors: boolean;
      /** The server's one `error` text, where a 4xx carried it. */
      readonly serverText?: string | undefined;
    };

const hasAdvice = (failure: Failure) => failure.kind === 'csrf' || failure.kind === 'rate-limit';

/** Whether the owner lacks permission (401/403), as opposed to an expired session (csrf). */
export const isUnauthorized = (failure: unknown) =>
  isMappedFailure(failure) && (failure.status === 401 || failure.status === 403) && failure.kind !== 'csrf';

function formWords(failure: Failure, context: Extract<FailureContext, { doing: 'form' }>): string {
  const { words } = context;
  switch (failure.kind) {
    case 'csrf':
    case 'network':
    case 'timeout':
      return failure.message;
    case 'invalid-response':
      return words.formErrorProcessing;
    case 'rate-limit':
      return words.formRateLimited;
    default:
      break;
  }
  const status = failure.status ?? 0;
  if (status === 401) return words.formUnauthorized;
  if (status === 404) return words.formNotConfigured;
  if (status >= 500) return words.formSendFailed;
  if (context.fieldErrors) return words.formErrorInvalidFields;
  return context.serverText ?? words.formErrorUnknown;
}

/** What a context says for a failure that is no call's (a fault of ours). */
function unexpectedWords(context: FailureContext): string {
  switch (context.doing) {
    case 'save':
      return context.fallback;
    case 'open-form':
      return context.unableToOpen;
    case 'form':
      return context.words.formErrorUnknown;
    case 'cart':
    case 'owner-console':
      return context.unexpected;
  }
}

export function failureWords(error: unknown, context: FailureContext): string {
  if (!isMappedFailure(error)) return unexpectedWords(context);
  switch (context.doing) {
    case 'cart': {
      const words = refusalWords(error) ?? error.message;
      return words === context.title ? context.unexpected : words;
    }
    case 'save':
      if (hasAdvice(error)) return error.message;
      return (context.refusalWords ? refusalWords(error) : undefined) ?? context.fallback;
    case 'owner-console':
      return isUnauthorized(error) ? context.notAuthorized : (refusalWords(error) ?? error.message);
    case 'open-form':
      return error.kind === 'http' || error.kind === 'invalid-response'
        ? context.unableToOpen
        : error.message;
    case 'form':
      return formWords(error, context);
  }
}

// What a form submission came to: the one result type of the form commands (src/core/store/forms.ts)
// and the form kit's controller (src/islands/shared/form), which a caller's own submit returns too.

export type SubmitResult<Success extends object = object> =
  | ({ readonly ok: true } & Success)
  | {
      readonly ok: false;
      /** Field id -> the server's message for it. */
      readonly fieldErrors?: Readonly<Record<string, string>> | undefined;
      /**
       * The words for the whole form, chosen once (by failureWords, where the call failed); shown
       * unless every field error has its field. Required: nothing downstream picks words again.
       */
      readonly message: string;
    };

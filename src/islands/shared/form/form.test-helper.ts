// Test helpers: a parsed definition from builder JSON, and a submit function the test resolves.

import type { FormDefinition } from '../../../core/domain/forms/form-schema.ts';
import { parseFormDefinition } from '../../../core/domain/forms/form-schema.ts';
import type { SubmitResult } from './use-form-controller.ts';

export function definition(input: unknown): FormDefinition {
  const reading = parseFormDefinition(input);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.definition;
}

/** A submit whose calls are recorded and whose answers the test gives. */
export function deferredSubmit() {
  const calls: { form: unknown; captchaToken: string | undefined }[] = [];
  let settle: (result: SubmitResult) => void = () => undefined;
  const submit = (form: unknown, context: { captchaToken: string | undefined }) => {
    calls.push({ form, captchaToken: context.captchaToken });
    return new Promise<SubmitResult>((resolve) => {
      settle = resolve;
    });
  };
  return { submit, calls, resolve: (result: SubmitResult) => settle(result) };
}

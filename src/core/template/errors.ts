// Template-engine style error collection (spec 8): helpers report problems here instead of
// throwing into the page. Messages are for site builders and logs, never shown to visitors.

export type TemplateErrorKind =
  | 'unknown-formatter'
  | 'unknown-predicate'
  | 'not-implemented'
  | 'bad-input'
  | 'invalid-date'
  | 'invalid-source'
  | 'function-error';

export interface TemplateError {
  readonly kind: TemplateErrorKind;
  readonly message: string;
}

export interface ErrorCollector {
  report(kind: TemplateErrorKind, message: string): void;
  /** Everything reported so far, oldest first. */
  errors(): readonly TemplateError[];
}

export function createErrorCollector(): ErrorCollector {
  const collected: TemplateError[] = [];
  return {
    report(kind, message) {
      collected.push({ kind, message });
    },
    errors() {
      return [...collected];
    },
  };
}

/** Reports to `collector` when there is one; helpers call this so the collector stays optional. */
export function reportTo(
  collector: ErrorCollector | undefined,
  kind: TemplateErrorKind,
  message: string,
): void {
  collector?.report(kind, message);
}

// After a failed attempt, once the form is unlocked: point at the first problem. Its words go to
// the form's alert region, a notice says 'scroll up/down' when it is out of view, and focus moves
// to it; with no field at fault, focus goes back where it was (see restoreFocusAfterFailure).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormField } from '../../../core/domain/forms/form-schema.ts';
import type { FieldErrors } from '../../../core/domain/forms/validation.ts';
import {
  firstInvalidField,
  focusField,
  inView,
  type NoticeDirection,
  noticeDirection,
  restoreFocusAfterFailure,
} from './notice.ts';
import { firstProblem } from './submit-outcome.ts';

export function useAttemptFocus(fields: readonly FormField[], errors: FieldErrors) {
  // Read by the effect at the attempt, which must not run again as the errors change.
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  // Bumped after every failed attempt: the effect below then points at the first problem.
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<NoticeDirection | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement | null>(null);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const errorRef = useRef<HTMLDivElement | null>(null);
  // What had focus when the shopper submitted: locking may disable it (the button), and focus
  // then falls to <body>; after a failure it is given back (see restoreFocusAfterFailure).
  const focusedAtSubmit = useRef<Element | null>(null);

  useEffect(() => {
    if (attempt === 0 || !formRef.current) return;
    const first = firstInvalidField(formRef.current, new Set(Object.keys(errorsRef.current)));
    if (!first) {
      setNotice(undefined);
      restoreFocusAfterFailure(formRef.current, focusedAtSubmit.current, errorRef.current);
      return;
    }
    // Measured before focus scrolls: a problem already in view needs no 'scroll up/down' notice.
    setNotice(noticeRef.current && !inView(first) ? noticeDirection(noticeRef.current, first) : undefined);
    // Only a new attempt moves focus; typing afterwards must not.
    focusField(first);
  }, [attempt]);

  /** A failed attempt with these field errors: its first problem is fixed now, in the fields' order. */
  const failed = useCallback(
    (fieldErrors: FieldErrors) => {
      setProblem(firstProblem(fields, fieldErrors));
      setAttempt((n) => n + 1);
    },
    [fields],
  );

  return { attempt, notice, setNotice, problem, formRef, noticeRef, errorRef, focusedAtSubmit, failed };
}

export type AttemptFocus = ReturnType<typeof useAttemptFocus>;

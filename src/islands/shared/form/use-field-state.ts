// What was typed and which fields show which message. A field's message appears after blur or a
// submit attempt and is checked again as the shopper fixes it; nothing typed is ever cleared here.
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { own } from '../../../core/base/own.ts';
import type { FormDefinition, FormField } from '../../../core/domain/forms/form-schema.ts';
import {
  type FieldValue,
  type FormValues,
  initialFormValues,
} from '../../../core/domain/forms/form-values.ts';
import { type FieldErrors, validateField } from '../../../core/domain/forms/validation.ts';
import type { FormKitStrings } from '../../../core/words/strings-forms.ts';

/** The caller's hooks into the fields, read at the moment they are needed (the latest render's). */
export interface FieldHooks {
  readonly validateField?:
    | ((field: FormField, value: FieldValue | undefined) => string | undefined | null)
    | undefined;
  onValuesChange?(values: FormValues): void;
}

export function useFieldState(
  definition: FormDefinition,
  strings: FormKitStrings,
  initialValues: FormValues | undefined,
  hooks: RefObject<FieldHooks>,
) {
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialFormValues(definition),
    ...initialValues,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const fieldsById = useMemo(() => new Map(definition.fields.map((f) => [f.id, f])), [definition]);

  /** The caller's rule for a field, else (when it returns null, or has none) the kit's. */
  const check = useCallback(
    (field: FormField, value: FieldValue | undefined) => {
      const custom = hooks.current.validateField;
      const own = custom ? custom(field, value) : null;
      return own === null ? validateField(field, value, strings) : own;
    },
    [strings, hooks],
  );

  const setValue = useCallback(
    (fieldId: string, value: FieldValue) => {
      // The next values now, not in an updater: onValuesChange must see them in this event.
      const next = { ...valuesRef.current, [fieldId]: value };
      valuesRef.current = next;
      setValues(next);
      hooks.current.onValuesChange?.(next);
      // A field already showing a message is checked again as the shopper fixes it.
      setErrors((current) => {
        if (!Object.hasOwn(current, fieldId)) return current;
        const field = fieldsById.get(fieldId);
        const message = field ? check(field, value) : undefined;
        const { [fieldId]: _old, ...rest } = current;
        return message ? { ...rest, [fieldId]: message } : rest;
      });
    },
    [fieldsById, check, hooks],
  );

  const blur = useCallback(
    (fieldId: string) => {
      const field = fieldsById.get(fieldId);
      if (!field) return;
      const message = check(field, own(valuesRef.current, fieldId));
      setErrors((current) => {
        if (message) return own(current, fieldId) === message ? current : { ...current, [fieldId]: message };
        if (!Object.hasOwn(current, fieldId)) return current;
        const { [fieldId]: _old, ...rest } = current;
        return rest;
      });
    },
    [fieldsById, check],
  );

  return { values, errors, setErrors, valuesRef, fieldsById, check, setValue, blur };
}

export type FieldState = ReturnType<typeof useFieldState>;

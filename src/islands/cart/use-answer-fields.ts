// The questions behind an entry's custom form answers. Our custom form stores answers by field
// id, so the cart page reads each form's definition (the forms chunk, once per form and page)
// to show 'Initials' rather than 'initials'. Until it arrives, or if it cannot, the ids show.
import { useEffect, useRef, useState } from 'react';
import { type AnswerField, entryFormId } from '../../core/domain/cart-rules.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import type { Services } from '../../core/store/services.ts';

/** Keyed by form id, a data key: a Map, so '__proto__' or 'constructor' is just another id. */
export type AnswerFieldsByForm = ReadonlyMap<string, ReadonlyMap<string, AnswerField>>;

export function useAnswerFields(services: Services, entries: readonly CartEntry[]): AnswerFieldsByForm {
  const [byForm, setByForm] = useState<AnswerFieldsByForm>(() => new Map());
  const requested = useRef(new Set<string>());
  const formIds = [...new Set(entries.map(entryFormId).filter((id) => id !== undefined))].sort().join('\n');

  useEffect(() => {
    for (const formId of formIds.split('\n')) {
      if (formId === '' || requested.current.has(formId)) continue;
      requested.current.add(formId);
      services.forms
        .load()
        .then((forms) => forms.loadProductForm(formId))
        .then((definition) => {
          const fields = new Map(
            definition.fields.map((field) => [field.id, { label: field.label, type: field.type }]),
          );
          setByForm((current) => new Map(current).set(formId, fields));
        })
        // The ids stay readable; the form is asked for again when the cart's forms change.
        .catch(() => requested.current.delete(formId));
    }
  }, [services, formIds]);

  return byForm;
}

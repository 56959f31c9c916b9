// What a shopper typed into a form, and the map of field id to sanitised value that
// SaveFormSubmission's `form` JSON carries (spec 3 and 7).

import { own, setOwn } from '../../base/own.ts';
import { FIELD_PARTS, isMultiPartKind } from './constants.ts';
import type { FormDefinition, FormField } from './form-schema.ts';

/** One field's value: text, the chosen checkbox options, or parts by name (likert: question -> answer). */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>;
export type FormValues = Readonly<Record<string, FieldValue>>;
export type SerializedForm = Record<string, string | string[] | Record<string, string>>;

// C0 and C1 control characters; multi-line text keeps its line breaks and tabs.
const CONTROL = /\p{Cc}/gu;
const CONTROL_EXCEPT_LINES = /(?![\t\n])\p{Cc}/gu;

/** Trimmed, with control characters removed (line breaks kept when `multiline`). */
export function sanitizeText(text: string, multiline = false): string {
  if (multiline) return text.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_LINES, '').trim();
  return text.replace(CONTROL, '').trim();
}

export function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function listOf(value: FieldValue | undefined): readonly string[] {
  return Array.isArray(value) ? value : [];
}

export function partsOf(value: FieldValue | undefined): Readonly<Record<string, string>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, string>>)
    : {};
}

/** Characters as the shopper counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** A field's value before anything is typed. */
function initialFieldValue(field: FormField): FieldValue {
  if (field.type === 'checkbox') return [];
  if (isMultiPartKind(field.type))
    return Object.fromEntries(FIELD_PARTS[field.type].map((part) => [part, '']));
  if (field.type === 'likert') return Object.fromEntries(field.questions.map((q) => [q.title, '']));
  if (field.type === 'hidden') return field.value ?? '';
  return '';
}

/** Every field's starting value, sections excluded. */
export function initialFormValues(definition: FormDefinition): FormValues {
  return Object.fromEntries(
    definition.fields.filter((f) => f.type !== 'section').map((f) => [f.id, initialFieldValue(f)]),
  );
}

function serializeField(field: FormField, value: FieldValue | undefined): SerializedForm[string] {
  switch (field.type) {
    case 'checkbox':
      // Only the field's own options are sent, in the field's order.
      return field.options.filter((option) => listOf(value).includes(option)).map((o) => sanitizeText(o));
    case 'likert': {
      const answers = partsOf(value);
      const out: Record<string, string> = {};
      for (const question of field.questions) {
        const answer = sanitizeText(own(answers, question.title) ?? '');
        if (answer !== '') setOwn(out, question.title, answer);
      }
      return out;
    }
    case 'hidden':
      // Written by the builder, never by the shopper.
      return sanitizeText(field.value ?? '');
    case 'textarea':
      return sanitizeText(textOf(value), true);
    default: {
      if (!isMultiPartKind(field.type)) return sanitizeText(textOf(value));
      const parts = partsOf(value);
      return Object.fromEntries(
        FIELD_PARTS[field.type].map((part) => [part, sanitizeText(own(parts, part) ?? '')]),
      );
    }
  }
}

/** Field id -> sanitised value for every field but sections. */
export function serializeForm(definition: FormDefinition, values: FormValues): SerializedForm {
  const out: SerializedForm = {};
  for (const field of definition.fields) {
    if (field.type !== 'section') setOwn(out, field.id, serializeField(field, own(values, field.id)));
  }
  return out;
}

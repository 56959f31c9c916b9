// A parsed form definition for tests: one field of every kind.
import type { FormDefinition, FormField } from './form-schema.ts';
import { parseFormDefinition } from './form-schema.ts';

export function field(overrides: Partial<FormField> & Pick<FormField, 'id' | 'type'>): FormField {
  return {
    label: overrides.id,
    required: false,
    description: undefined,
    placeholder: undefined,
    options: [],
    maxLength: undefined,
    questions: [],
    value: undefined,
    ...overrides,
  };
}

export const EVERY_KIND_FORM = {
  id: 'form-1',
  name: 'Contact',
  submitButtonText: 'Send',
  submissionText: 'Thank you!',
  fields: [
    { id: 'name', type: 'name', label: 'Name', required: true },
    { id: 'email', type: 'email', label: 'Email', required: true },
    { id: 'subject', type: 'text', label: 'Subject', placeholder: 'What is it about?' },
    { id: 'message', type: 'textarea', label: 'Message', maxLength: 20, description: 'Keep it short' },
    { id: 'intro', type: 'section', label: 'About you' },
    { id: 'address', type: 'address', label: 'Address' },
    { id: 'phone', type: 'phone', label: 'Phone' },
    { id: 'date', type: 'date', label: 'Date' },
    { id: 'time', type: 'time', label: 'Time' },
    { id: 'colour', type: 'radio', label: 'Colour', options: ['Red', 'Green'] },
    { id: 'size', type: 'select', label: 'Size', options: ['S', 'M', 'L'] },
    { id: 'topics', type: 'checkbox', label: 'Topics', options: ['News', 'Offers'] },
    {
      id: 'survey',
      type: 'likert',
      label: 'Survey',
      questions: [{ title: 'Easy to use', required: true }, 'Would recommend'],
    },
    { id: 'source', type: 'hidden', label: 'Source', value: 'spring-campaign' },
  ],
};

export function everyKindForm(): FormDefinition {
  const reading = parseFormDefinition(EVERY_KIND_FORM);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.definition;
}

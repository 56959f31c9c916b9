// A form definition as the builder writes it (spec 3 and 4). Parsing is forgiving: an unknown
// field kind is shown as text and a broken field is dropped, each with a problem for the console,
// so one bad field never takes the whole form down.
import { describeIssue, z } from '../zod.ts';
import { FIELD_KINDS, type FieldKind } from './constants.ts';

const LikertQuestionSchema = z.union([
  z.string(),
  z.looseObject({ title: z.string(), required: z.optional(z.boolean()) }),
]);

const FieldSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.optional(z.string()),
  label: z.optional(z.string()),
  required: z.optional(z.boolean()),
  description: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  /** Radio, select and checkbox choices. */
  options: z.optional(z.array(z.string())),
  /** Textarea character limit. */
  maxLength: z.optional(z.int().check(z.positive())),
  /** Likert survey questions: a title, or a title with its own required flag. */
  questions: z.optional(z.array(LikertQuestionSchema)),
  /** Hidden field value. */
  value: z.optional(z.string()),
});

const FormDefinitionSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  submitButtonText: z.optional(z.string()),
  fields: z.array(z.unknown()),
  submissionText: z.optional(z.string()),
  postSubmitHtml: z.optional(z.string()),
  redirectUrl: z.optional(z.string()),
  captcha: z.optional(z.boolean()),
});

interface LikertQuestion {
  readonly title: string;
  readonly required: boolean;
}

export interface FormField {
  readonly id: string;
  readonly type: FieldKind;
  readonly label: string;
  readonly required: boolean;
  readonly description: string | undefined;
  readonly placeholder: string | undefined;
  /** Radio, select and checkbox choices; empty for other kinds. */
  readonly options: readonly string[];
  /** Textarea only. */
  readonly maxLength: number | undefined;
  /** Likert only. */
  readonly questions: readonly LikertQuestion[];
  /** Hidden only: the value sent with the form. */
  readonly value: string | undefined;
}

export interface FormDefinition {
  readonly id: string;
  readonly name: string | undefined;
  readonly submitButtonText: string | undefined;
  readonly fields: readonly FormField[];
  readonly submissionText: string | undefined;
  readonly postSubmitHtml: string | undefined;
  readonly redirectUrl: string | undefined;
  readonly captcha: boolean;
}

type FormDefinitionReading =
  | { readonly ok: true; readonly definition: FormDefinition; readonly problems: readonly string[] }
  | { readonly ok: false; readonly problem: string };

const isFieldKind = (type: string): type is FieldKind => (FIELD_KINDS as readonly string[]).includes(type);

function readField(input: unknown, index: number, problems: string[]): FormField | undefined {
  const parsed = FieldSchema.safeParse(input);
  if (!parsed.success) {
    problems.push(`form field ${index} dropped: ${describeIssue(parsed.error)}`);
    return undefined;
  }
  const raw = parsed.data;
  const written = raw.type ?? 'text';
  let type: FieldKind = 'text';
  if (isFieldKind(written)) type = written;
  else problems.push(`form field "${raw.id}": unknown type "${written}", shown as text`);
  const required = raw.required ?? false;
  return {
    id: raw.id,
    type,
    label: raw.label ?? '',
    required,
    description: raw.description,
    placeholder: raw.placeholder,
    options: raw.options ?? [],
    maxLength: type === 'textarea' ? raw.maxLength : undefined,
    questions: (raw.questions ?? []).map((question) =>
      typeof question === 'string'
        ? { title: question, required }
        : { title: question.title, required: question.required ?? required },
    ),
    value: raw.value,
  };
}

/** Reads a builder form definition; `problems` lists what was dropped or shown as text. */
export function parseFormDefinition(input: unknown): FormDefinitionReading {
  const parsed = FormDefinitionSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: `form definition: ${describeIssue(parsed.error)}` };
  const problems: string[] = [];
  const fields: FormField[] = [];
  const seen = new Set<string>();
  parsed.data.fields.forEach((input, index) => {
    const field = readField(input, index, problems);
    if (!field) return;
    if (seen.has(field.id)) {
      problems.push(`form field "${field.id}" dropped: the id is used twice`);
      return;
    }
    seen.add(field.id);
    fields.push(field);
  });
  const form = parsed.data;
  return {
    ok: true,
    problems,
    definition: {
      id: form.id,
      name: form.name,
      submitButtonText: form.submitButtonText,
      fields,
      submissionText: form.submissionText,
      postSubmitHtml: form.postSubmitHtml,
      redirectUrl: form.redirectUrl,
      captcha: form.captcha ?? false,
    },
  };
}

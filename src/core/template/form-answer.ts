// Form-answer summaries (spec 3): one line per part of an answer, 'N/A' (or the configured
// no-answer text) when nothing was answered.

import { own } from '../base/own.ts';
import { LIKERT_SCALE, type LikertLabelKey } from '../domain/forms/constants.ts';
import { type FormStrings, formStrings } from '../words/strings-forms.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

export interface FormAnswerField {
  /** address, checkbox, date, name, phone, time, likert; anything else is summarised as text. */
  readonly type: string;
  /** A plain answer; for checkboxes the list of chosen options. */
  readonly value?: unknown;
  /** Multi-part answers by part name (Line1, City, Month, First, Areacode, Hour, ...); for likert, question -> -2..2. */
  readonly values?: unknown;
}

export interface SummaryLine {
  /** A likert question; undefined for other kinds. */
  readonly label: string | undefined;
  readonly text: string;
}

export type FormAnswerStrings = Pick<FormStrings, 'formNoAnswer' | LikertLabelKey>;

const LIKERT_KEYS: Readonly<Record<string, LikertLabelKey>> = Object.fromEntries(
  LIKERT_SCALE.map((answer) => [answer.value, answer.key]),
);

function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const joinNonEmpty = (parts: readonly string[], separator: string) =>
  parts.filter((p) => p !== '').join(separator);
const line = (value: string): SummaryLine => ({ label: undefined, text: value });

function partsOf(field: FormAnswerField): (name: string) => string {
  const values = asRecord(field.values);
  return (name) => text(own(values, name));
}

function summarizeLikert(
  field: FormAnswerField,
  strings: FormAnswerStrings,
  collector: ErrorCollector | undefined,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  for (const [question, answer] of Object.entries(asRecord(field.values))) {
    const key = own(LIKERT_KEYS, text(answer));
    if (key) lines.push({ label: question, text: strings[key] });
    else if (text(answer) !== '')
      reportTo(collector, 'bad-input', `likert answer out of range: ${text(answer)}`);
  }
  return lines;
}

function summarizeParts(field: FormAnswerField): SummaryLine[] {
  const part = partsOf(field);
  switch (field.type) {
    case 'address': {
      const cityLine = joinNonEmpty(
        [joinNonEmpty([part('City'), part('State')], ', '), part('Zip'), part('Country')],
        ' ',
      );
      return [part('Line1'), part('Line2'), cityLine].filter((t) => t !== '').map(line);
    }
    case 'date': {
      const date = joinNonEmpty([part('Month'), part('Day'), part('Year')], '/');
      return date ? [line(date)] : [];
    }
    case 'name': {
      const name = joinNonEmpty([part('First'), part('Last')], ' ');
      return name ? [line(name)] : [];
    }
    case 'phone': {
      const number = joinNonEmpty([part('Areacode'), part('Prefix'), part('Line')], '-');
      if (!number) return [];
      return [line(part('Country') ? `+${part('Country')} ${number}` : number)];
    }
    case 'time': {
      if (!['Hour', 'Minute', 'Second', 'Ampm'].some((name) => part(name) !== '')) return [];
      const clock = ['Hour', 'Minute', 'Second'].map((name) => part(name) || '00').join(':');
      return [line(joinNonEmpty([clock, part('Ampm')], ' '))];
    }
    default:
      return [];
  }
}

function summarizeValue(value: unknown): SummaryLine[] {
  const answer = Array.isArray(value) ? joinNonEmpty(value.map(text), ', ') : text(value);
  return answer ? [line(answer)] : [];
}

/**
 * The answer to one form field as lines of text. Empty answers give one line with
 * `noAnswerText`, or 'N/A' when none is configured.
 */
export function summarizeFormAnswer(
  field: FormAnswerField,
  noAnswerText?: string | null,
  options: {
    readonly strings?: FormAnswerStrings | undefined;
    readonly collector?: ErrorCollector | undefined;
  } = {},
): readonly SummaryLine[] {
  const strings = options.strings ?? formStrings;
  let lines: SummaryLine[];
  if (field.type === 'likert') lines = summarizeLikert(field, strings, options.collector);
  else if (['address', 'date', 'name', 'phone', 'time'].includes(field.type)) lines = summarizeParts(field);
  else lines = summarizeValue(field.value ?? field.values);
  return lines.length > 0 ? lines : [line(noAnswerText?.trim() || strings.formNoAnswer)];
}

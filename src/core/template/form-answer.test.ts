import { describe, expect, it } from 'vitest';
import { createErrorCollector } from './errors.ts';
import { type FormAnswerField, summarizeFormAnswer } from './form-answer.ts';

const texts = (field: FormAnswerField, noAnswer?: string) =>
  summarizeFormAnswer(field, noAnswer).map((l) => l.text);

describe('summarizeFormAnswer', () => {
  it.each<[FormAnswerField, string[]]>([
    // address
    [
      {
        type: 'address',
        values: {
          Line1: '1 Main St',
          Line2: 'Apt 2',
          City: 'Springfield',
          State: 'IL',
          Zip: '62701',
          Country: 'US',
        },
      },
      ['1 Main St', 'Apt 2', 'Springfield, IL 62701 US'],
    ],
    [
      { type: 'address', values: { Line1: '1 Main St', City: 'Paris', Country: 'France' } },
      ['1 Main St', 'Paris France'],
    ],
    [{ type: 'address', values: { State: 'IL', Zip: '62701' } }, ['IL 62701']],
    [{ type: 'address', values: { Line1: ' ', City: '' } }, ['N/A']],
    // checkbox
    [{ type: 'checkbox', value: ['Red', 'Blue'] }, ['Red, Blue']],
    [{ type: 'checkbox', value: ['Red', ''] }, ['Red']],
    [{ type: 'checkbox', value: [] }, ['N/A']],
    // date
    [{ type: 'date', values: { Month: '3', Day: '5', Year: '2024' } }, ['3/5/2024']],
    [{ type: 'date', values: { Month: 12, Day: 31, Year: 1999 } }, ['12/31/1999']],
    [{ type: 'date', values: {} }, ['N/A']],
    // name
    [{ type: 'name', values: { First: 'Ada', Last: 'Lovelace' } }, ['Ada Lovelace']],
    [{ type: 'name', values: { Last: 'Lovelace' } }, ['Lovelace']],
    [{ type: 'name' }, ['N/A']],
    // phone
    [
      { type: 'phone', values: { Country: '1', Areacode: '555', Prefix: '123', Line: '4567' } },
      ['+1 555-123-4567'],
    ],
    [{ type: 'phone', values: { Areacode: '555', Prefix: '123', Line: '4567' } }, ['555-123-4567']],
    [{ type: 'phone', values: { Country: '44' } }, ['N/A']],
    // time
    [{ type: 'time', values: { Hour: '9', Minute: '30', Second: '15', Ampm: 'AM' } }, ['9:30:15 AM']],
    [{ type: 'time', values: { Hour: '9', Ampm: 'PM' } }, ['9:00:00 PM']],
    [{ type: 'time', values: { Hour: '21', Minute: '05' } }, ['21:05:00']],
    [{ type: 'time', values: {} }, ['N/A']],
    // text and other kinds
    [{ type: 'text', value: '  Hello  ' }, ['Hello']],
    [{ type: 'textarea', value: 'Multi\nline' }, ['Multi\nline']],
    [{ type: 'select', value: 'Large' }, ['Large']],
    [{ type: 'radio', value: 3 }, ['3']],
    [{ type: 'text', value: '' }, ['N/A']],
    [{ type: 'text' }, ['N/A']],
    [{ type: 'text', value: { nested: true } }, ['N/A']],
  ])('%j -> %j', (field, expected) => {
    expect(texts(field)).toEqual(expected);
  });

  it.each([
    [-2, 'Strongly Disagree'],
    [-1, 'Disagree'],
    [0, 'Neutral'],
    [1, 'Agree'],
    [2, 'Strongly Agree'],
    ['2', 'Strongly Agree'],
    ['-1', 'Disagree'],
  ])('likert %j -> %s', (answer, label) => {
    expect(summarizeFormAnswer({ type: 'likert', values: { 'Fast delivery?': answer } })).toEqual([
      { label: 'Fast delivery?', text: label },
    ]);
  });

  it('summarises every likert question, in order', () => {
    expect(summarizeFormAnswer({ type: 'likert', values: { A: 1, B: -2 } })).toEqual([
      { label: 'A', text: 'Agree' },
      { label: 'B', text: 'Strongly Disagree' },
    ]);
  });

  it.each([[3], [-3], [1.5], ['yes']])('reports likert answer %j out of range', (answer) => {
    const collector = createErrorCollector();
    expect(summarizeFormAnswer({ type: 'likert', values: { Q: answer } }, undefined, { collector })).toEqual([
      { label: undefined, text: 'N/A' },
    ]);
    expect(collector.errors().map((e) => e.kind)).toEqual(['bad-input']);
  });

  it('uses the configured no-answer text', () => {
    expect(texts({ type: 'text', value: '' }, 'No answer')).toEqual(['No answer']);
    expect(texts({ type: 'likert', values: {} }, 'Skipped')).toEqual(['Skipped']);
    expect(texts({ type: 'text', value: '' }, '  ')).toEqual(['N/A']);
  });
});

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixturesOf, islandNames } from '../src/islands/fixtures.test-helper.ts';
import { accessibilityPage, statefulIslands } from './accessibility-doc.ts';
import { CRITERIA } from './wcag-criteria.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const page = accessibilityPage(root, '<!-- generated -->');
const row = (id: string) =>
  page.split('\n').find((line) => line.startsWith(`| ${id} `) && line.includes('(Level'));
const cells = (id: string) =>
  page
    .split('\n')
    .find((line) => line.startsWith(`| ${id} |`))
    ?.split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
const header = page.split('\n').find((line) => line.startsWith('| Criterion |')) ?? '';
const column = (component: string) =>
  header
    .split('|')
    .slice(2, -1)
    .map((cell) => cell.trim())
    .indexOf(component);

describe('the accessibility conformance report (docs/accessibility.md)', () => {
  it('lists the 31 level A and 24 level AA criteria of WCAG 2.2 once each, and its summary counts them', () => {
    expect(CRITERIA.filter((c) => c.level === 'A')).toHaveLength(31);
    expect(CRITERIA.filter((c) => c.level === 'AA')).toHaveLength(24);
    for (const criterion of CRITERIA) expect(row(criterion.id), criterion.id).toBeDefined();
    const sum = (level: string) =>
      (page.split('\n').find((line) => line.startsWith(`| ${level} |`)) ?? '')
        .split('|')
        .slice(2, -1)
        .reduce((total, cell) => total + Number(cell), 0);
    expect([sum('A'), sum('AA')]).toEqual([31, 24]);
  });

  it('a criterion no test cites is Not Evaluated, never Supports; one of the host page is Not Applicable', () => {
    expect(row('1.3.3')).toContain('| Not Evaluated |');
    expect(row('2.4.2')).toContain('| Not Applicable |');
    expect(new Set(cells('2.4.2'))).toEqual(new Set(['NA']));
  });

  it('a citing test title shows its component supports the criterion, and a known limit is Partially Supports', () => {
    expect(row('2.1.1')).toContain("Tab from an emptied required Initials reaches 'Save'");
    expect(cells('2.1.1')?.[column('custom-form dialog')]).toBe('S');
    expect(row('1.2.1')).toContain('| Partially Supports |');
    expect(cells('1.2.1')?.[column('audio-player')]).toBe('PS');
  });

  it("credits the accessibility test's islands: the report's reading of the fixtures is the test's", () => {
    const tested = islandNames().filter((name) => fixturesOf(name).a11y);
    expect(tested.length).toBeGreaterThan(0);
    expect(statefulIslands()).toEqual(tested);
    expect(cells('4.1.2')?.[column(tested[0] ?? '')]).toBe('S');
  });
});

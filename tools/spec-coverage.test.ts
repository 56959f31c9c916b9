import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsOf, LEFT_OUT, leftOutLines } from './spec-coverage.ts';
import { SPEC_SECTIONS } from './spec-sections.ts';

describe('spec citations in test titles (docs/spec-coverage.md)', () => {
  it('reads a section, a list of sections and a quoted subsection by its first words', () => {
    expect(citationsOf('has the spec numbers (SPEC 9)')).toEqual([{ section: 9, subsection: undefined }]);
    expect(citationsOf('wiring (spec 3, 6 and 7)').map((c) => c.section)).toEqual([3, 6, 7]);
    expect(citationsOf('cart totals (spec 3 "Shopping cart")')).toEqual([
      { section: 3, subsection: 'Shopping cart' },
    ]);
    expect(citationsOf('popover (spec 2 "Other visitor")')).toEqual([
      { section: 2, subsection: 'Other visitor-facing elements' },
    ]);
  });

  it('an unknown section or heading cites nothing more than it can name', () => {
    expect(citationsOf('spec 0 and spec 12')).toEqual([]);
    expect(citationsOf('spec 3 "No such heading"')).toEqual([{ section: 3, subsection: undefined }]);
    expect(citationsOf('a title about specs in general')).toEqual([]);
  });

  it('lists what is left out on purpose under a real subsection, with a reason docs/decisions.md has', () => {
    const decisions = readFileSync(join(process.cwd(), 'docs/decisions.md'), 'utf8');
    for (const entry of LEFT_OUT) {
      const section = SPEC_SECTIONS.find((candidate) => candidate.number === entry.section);
      expect(section?.subsections, entry.what).toContain(entry.subsection);
      expect(decisions, entry.why).toContain(`### ${entry.why}\n`);
    }
    expect(leftOutLines(8, 'Forms')).toEqual([
      "  - left out on purpose: 'Could not parse the form fields, please check your entries.': not in the catalogues (the server's own words, shown as sent); docs/decisions.md \"Catalogue strings no flow shows\"",
    ]);
    expect(leftOutLines(8, 'Restock')).toEqual([]);
  });
});

// docs/accessibility.md (npm run docs): an Accessibility Conformance Report in the shape of a
// VPAT 2.5 (WCAG 2.2, levels A and AA), each criterion for each island and overlay, read from the
// test titles that cite it (`WCAG 2.1.1`, `WCAG 1.3.1, 4.1.2`), so it cannot drift. A citing test's
// component is its folder (src/islands/<island>/, the shared overlays and forms), else the components
// its title names. What tests cannot say (not applicable, known limits) is in wcag-criteria.ts.
// A criterion that applies and that no title cites is reported as Not Evaluated, never as Supports.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { islandNames } from '../src/islands/manifest.ts';
import { testTitles } from './test-titles.ts';
import { CRITERIA, type Criterion, type Level } from './wcag-criteria.ts';

const CITE = /\bWCAG ((?:\d\.\d{1,2}\.\d{1,2}\b(?:\s*(?:,|and)\s*)?)+)/g;

/** The overlays that are not islands: shared parts islands open. */
const OVERLAYS = ['custom-form dialog', 'added popover'] as const;
const COMPONENTS: readonly string[] = [...islandNames(), ...OVERLAYS];

/** Shared folders and the components built on them. */
const SHARED: Readonly<Record<string, readonly string[]>> = {
  'src/islands/shared/custom-form/': ['custom-form dialog'],
  'src/islands/shared/added-popover/': ['added popover'],
  'src/islands/shared/form/': ['form', 'newsletter', 'restock-form', 'custom-form dialog'],
  'src/islands/shared/overlay/': [
    'quick-view',
    'lightbox',
    'installment-message',
    'custom-form dialog',
    'added popover',
  ],
};

/**
 * The islands src/islands/a11y.test.tsx ("every newer island") covers in every state: those whose
 * fixtures file gives an `a11y` mount point. Read as text: the fixtures are test helpers that only
 * vitest can import (accessibility-doc.test.ts checks this reading against them).
 */
export function statefulIslands(): string[] {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '../src/islands');
  return islandNames().filter((name) => {
    const file = join(folder, name, 'fixtures.test-helper.ts');
    return existsSync(file) && /[{,\s]a11y: [{]/.test(readFileSync(file, 'utf8'));
  });
}

/** Words in a title that name components, for tests outside a component's folder. */
const NAMED: readonly [RegExp, readonly string[]][] = [
  [/\bevery newer island\b/i, statefulIslands()],
  [/\boverlays\b/i, ['quick-view', 'lightbox', 'installment-message']],
  [/\bquick view\b/i, ['quick-view']],
  [/\blightbox\b/i, ['lightbox']],
  [/\binstallment\b/i, ['installment-message']],
  [/\bcustom (product )?form\b/i, ['custom-form dialog']],
  [/\bcontact form\b/i, ['form']],
  [/\bnewsletter\b/i, ['newsletter']],
  [/\brestock\b/i, ['restock-form']],
  [/\b(cart page|quantity and removes)\b/i, ['cart']],
];

interface Citation {
  readonly file: string;
  readonly title: string;
  readonly criterion: string;
  readonly components: readonly string[];
}

function componentsOf(file: string, title: string): readonly string[] {
  const island = /^src\/islands\/([a-z-]+)\//.exec(file)?.[1];
  if (island && COMPONENTS.includes(island)) return [island];
  const shared = Object.entries(SHARED).find(([folder]) => file.startsWith(folder));
  if (shared) return shared[1];
  return [...new Set(NAMED.flatMap(([words, named]) => (words.test(title) ? named : [])))];
}

function citations(root: string): Citation[] {
  return testTitles(root, ['widgets', 'demo', 'src']).flatMap(({ file, title }) => {
    const components = componentsOf(file, title);
    return [...title.matchAll(CITE)].flatMap((cite) =>
      (cite[1]?.match(/\d\.\d{1,2}\.\d{1,2}/g) ?? []).map((criterion) => ({
        file,
        title,
        criterion,
        components,
      })),
    );
  });
}

type Conformance =
  | 'Supports'
  | 'Partially Supports'
  | 'Does Not Support'
  | 'Not Applicable'
  | 'Not Evaluated';
const CODE: Readonly<Record<Conformance, string>> = {
  Supports: 'S',
  'Partially Supports': 'PS',
  'Does Not Support': 'DNS',
  'Not Applicable': 'NA',
  'Not Evaluated': 'NE',
};

function cellOf(criterion: Criterion, component: string, cited: readonly Citation[]): Conformance {
  if (criterion.notApplicable) return 'Not Applicable';
  if (criterion.onlyFor && !criterion.onlyFor.includes(component)) return 'Not Applicable';
  if (criterion.limits?.[component] ?? criterion.limits?.['*']) return 'Partially Supports';
  return cited.some((c) => c.components.includes(component)) ? 'Supports' : 'Not Evaluated';
}

/** The criterion's level over all components: the weakest of those it applies to. */
function overall(cells: readonly Conformance[]): Conformance {
  const applicable = cells.filter((cell) => cell !== 'Not Applicable');
  if (applicable.length === 0) return 'Not Applicable';
  if (applicable.every((cell) => cell === 'Supports')) return 'Supports';
  if (applicable.every((cell) => cell === 'Not Evaluated')) return 'Not Evaluated';
  return 'Partially Supports';
}

function remarks(criterion: Criterion, cells: readonly Conformance[], cited: readonly Citation[]): string {
  if (criterion.notApplicable) return `Not applicable: ${criterion.notApplicable}.`;
  const parts: string[] = [];
  for (const [component, limit] of Object.entries(criterion.limits ?? {}))
    parts.push(`Limit (${component}): ${limit}.`);
  const notEvaluated = COMPONENTS.filter((_, i) => cells[i] === 'Not Evaluated');
  if (notEvaluated.length > 0) parts.push(`No test cites it yet for: ${notEvaluated.join(', ')}.`);
  const tests = [...new Set(cited.map((c) => `\`${c.file}\`: ${c.title}`))].sort();
  if (tests.length > 0) parts.push(`Tests: ${tests.join('; ')}.`);
  return parts.join(' ').replaceAll('|', '\\|');
}

function levelSection(level: Level, all: readonly Citation[], counts: Record<Conformance, number>): string[] {
  const rows = ['| Criteria | Conformance Level | Remarks and Explanations |', '| --- | --- | --- |'];
  const matrix = [
    `| Criterion | ${COMPONENTS.join(' | ')} |`,
    `| --- | ${COMPONENTS.map(() => '---').join(' | ')} |`,
  ];
  for (const criterion of CRITERIA.filter((c) => c.level === level)) {
    const cited = all.filter((c) => c.criterion === criterion.id);
    const cells = COMPONENTS.map((component) => cellOf(criterion, component, cited));
    const level = overall(cells);
    counts[level] += 1;
    rows.push(
      `| ${criterion.id} ${criterion.name} (Level ${criterion.level}) | ${level} | ${remarks(criterion, cells, cited)} |`,
    );
    matrix.push(`| ${criterion.id} | ${cells.map((cell) => CODE[cell]).join(' | ')} |`);
  }
  return [
    `## Table ${level === 'A' ? 1 : 2}: Success Criteria, Level ${level}`,
    '',
    ...rows,
    '',
    `### Level ${level} by island and overlay`,
    '',
    'S Supports, PS Partially Supports, DNS Does Not Support, NA Not Applicable, NE Not Evaluated (no test cites it).',
    '',
    ...matrix,
  ];
}

const emptyCounts = (): Record<Conformance, number> => ({
  Supports: 0,
  'Partially Supports': 0,
  'Does Not Support': 0,
  'Not Applicable': 0,
  'Not Evaluated': 0,
});

export function accessibilityPage(root: string, generated: string): string {
  const all = citations(root);
  const counts = { A: emptyCounts(), AA: emptyCounts() };
  const a = levelSection('A', all, counts.A);
  const aa = levelSection('AA', all, counts.AA);
  const summary = (['A', 'AA'] as const).map(
    (level) =>
      `| ${level} | ${Object.keys(CODE)
        .map((key) => counts[level][key as Conformance])
        .join(' | ')} |`,
  );
  return `${[
    '# Accessibility Conformance Report',
    '',
    generated,
    '',
    'In the shape of a VPAT® 2.5 report for WCAG 2.2, levels A and AA, of the storefront islands and',
    'the overlays they open. Scope: what the islands render and do; the host page (title, language,',
    'landmarks, navigation, skip link) and the merchant’s content (product images and their alt text,',
    'audio) are the site’s. Evaluation: the component tests (happy-dom, with axe-core) and the e2e',
    'tests (Chromium, keyboard only, 320 px) whose titles cite a criterion; each cell names what shows',
    'it. A criterion no test cites is Not Evaluated, not Supports. 4.1.1 Parsing is obsolete in',
    'WCAG 2.2 and not listed. Known limits are in tools/wcag-criteria.ts.',
    '',
    '## Summary',
    '',
    `| Level | ${Object.keys(CODE).join(' | ')} |`,
    `| --- | ${Object.keys(CODE)
      .map(() => '---')
      .join(' | ')} |`,
    ...summary,
    '',
    ...a,
    '',
    ...aa,
  ].join('\n')}\n`;
}

// docs/spec-coverage.md (npm run docs): every section and subsection of the product spec and the
// tests whose titles cite it, read from the test files themselves so the table cannot drift. A
// title (or its describe's) cites with `spec N` (`SPEC 9`, `spec 3, 7`), or a subsection with
// `spec N "Heading"` (the heading's first words are enough).

import { SPEC_SECTIONS } from './spec-sections.ts';
import { testTitles } from './test-titles.ts';

interface Citation {
  readonly file: string;
  readonly title: string;
  readonly section: number;
  /** The subsection's heading, when the title names one. */
  readonly subsection: string | undefined;
}

/**
 * Spec sentences this product leaves out on purpose, listed under their subsection so the audit
 * stays explained; the reason is in docs/decisions.md under the heading named.
 */
export const LEFT_OUT: readonly { section: number; subsection: string; what: string; why: string }[] = [
  {
    section: 3,
    subsection: 'Product / product item',
    what: '`userDefinedVariantOptions` and `isSubscription`: accepted, not read (nothing gives them a meaning)',
    why: 'Product fields without a meaning',
  },
  {
    section: 8,
    subsection: 'Cart and session',
    what: "'Unable to add item': not in the catalogues (no cart action adds)",
    why: 'Catalogue strings no flow shows',
  },
  {
    section: 8,
    subsection: 'Forms',
    what: "'Could not parse the form fields, please check your entries.': not in the catalogues (the server's own words, shown as sent)",
    why: 'Catalogue strings no flow shows',
  },
];

/** The left-out lines of one subsection, as the page lists them. */
export function leftOutLines(section: number, subsection: string): string[] {
  return LEFT_OUT.filter((entry) => entry.section === section && entry.subsection === subsection).map(
    (entry) => `  - left out on purpose: ${entry.what}; docs/decisions.md "${entry.why}"`,
  );
}

const CITE = /\bspec ((?:\d+\b(?:\s*(?:,|and|&)\s*)?)+)(?:\s*"([^"]+)")?/gi;

function subsectionOf(section: number, words: string | undefined): string | undefined {
  if (!words) return undefined;
  const wanted = words.toLowerCase();
  const headings = SPEC_SECTIONS.find((entry) => entry.number === section)?.subsections ?? [];
  return headings.find((heading) => heading.toLowerCase().startsWith(wanted));
}

/** The sections a title cites. */
export function citationsOf(title: string): { section: number; subsection: string | undefined }[] {
  const found: { section: number; subsection: string | undefined }[] = [];
  for (const match of title.matchAll(CITE)) {
    const numbers = (match[1] ?? '').match(/\d+/g) ?? [];
    numbers.forEach((digit, index) => {
      const section = Number(digit);
      if (!SPEC_SECTIONS.some((entry) => entry.number === section)) return;
      // A quoted heading belongs to the last number before it ('spec 3, 7 "Other calls"').
      const last = index === numbers.length - 1;
      found.push({ section, subsection: last ? subsectionOf(section, match[2]) : undefined });
    });
  }
  return found;
}

/** Every title in the repository's test files that cites the spec. */
function citations(root: string): Citation[] {
  return testTitles(root, ['src', 'widgets', 'demo', 'mocks', 'tools']).flatMap(({ file, title }) =>
    citationsOf(title).map((cited) => ({ file, title, ...cited })),
  );
}

const line = (citation: Citation) => `\`${citation.file}\`: ${citation.title}`;

function entries(list: readonly Citation[]): string[] {
  if (list.length === 0) return ['  - no test title cites it yet'];
  return [...new Set(list.map(line))].sort().map((text) => `  - ${text}`);
}

export function specCoveragePage(root: string, generated: string): string {
  const all = citations(root);
  const parts = SPEC_SECTIONS.flatMap((section) => [
    section.number,
    ...section.subsections.map((heading) => `${section.number} ${heading}`),
  ]);
  const cited = new Set(all.map((c) => (c.subsection ? `${c.section} ${c.subsection}` : c.section)));
  const sectionsCited = SPEC_SECTIONS.filter((s) => all.some((c) => c.section === s.number)).length;
  const out = [
    '# Spec coverage',
    '',
    generated,
    '',
    'Every section and subsection of the product spec (SPEC.md) and the tests whose titles cite it.',
    'A title, or its `describe`, cites a section with `spec N` and a subsection with',
    '`spec N "Heading"`; `npm run docs` rewrites this page and `npm run check` fails when it is stale.',
    'A section without a citing title may still be tested: this page lists what the titles say.',
    '',
    `${sectionsCited} of ${SPEC_SECTIONS.length} sections and ${parts.filter((part) => cited.has(part)).length} of ${parts.length} sections and subsections are cited by ${new Set(all.map(line)).size} test titles.`,
  ];
  for (const section of SPEC_SECTIONS) {
    const here = all.filter((c) => c.section === section.number);
    out.push('', `## ${section.number}. ${section.title}`, '', '- the section as a whole');
    out.push(...entries(here.filter((c) => c.subsection === undefined)));
    for (const heading of section.subsections) {
      out.push(
        `- ${heading}`,
        ...entries(here.filter((c) => c.subsection === heading)),
        ...leftOutLines(section.number, heading),
      );
    }
  }
  return `${out.join('\n')}\n`;
}

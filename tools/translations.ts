// `npm run check`'s translation check: every catalogue under src/core/words/strings-*/ against the
// English one and its language's rules (tools/translation-rules.ts). Prints every problem and
// fails when there is one.
import { ENGLISH_GROUPS } from '../src/core/words/english-groups.ts';
import { languageFolders } from './catalogues.ts';
import { catalogueProblems, type SameAsEnglish } from './translation-rules.ts';

// Keys whose English text is also the right text in the language: names, codes, loanwords
// ("Blog", "Region", "Subtotal", the console's "Variant", "Product", "Actions", Danish and
// Norwegian "Send", Spanish and Italian "No"), and AM/PM where the language writes them so.
const SHARED = [
  'cartPillOverflow',
  'installmentsModalTitle',
  'customFormTitle',
  'formCharacterCount',
  'formEmailExample',
  'addressEircode',
  'addressFsa',
  'subscriptionWithDuration',
];
const AM_PM = ['formAm', 'formPm', 'formPartAmpm'];
const SAME_AS_ENGLISH: SameAsEnglish = {
  da: [
    ...SHARED,
    ...AM_PM,
    'addressRegion',
    'cartSubtotal',
    'cartPillWithSubtotal',
    'blogTitle',
    'ownerVariant',
    'ownerConfirm',
  ],
  de: [
    ...SHARED,
    ...AM_PM,
    'newsletterName',
    'addressRegion',
    'likertNeutral',
    'formPartMinute',
    'blogTitle',
  ],
  es: [
    ...SHARED,
    'likertNeutral',
    'cartSubtotal',
    'cartPillWithSubtotal',
    'cartTotal',
    'blogTitle',
    'ownerNo',
  ],
  'es-419': [...SHARED],
  fr: [
    ...SHARED,
    ...AM_PM,
    'addressProvince',
    'formPartMinute',
    'cartTotal',
    'blogTitle',
    'ownerActionsHeader',
  ],
  'fr-ca': [...SHARED],
  he: [...SHARED],
  it: [...SHARED, ...AM_PM, 'blogTitle', 'ownerNo'],
  ja: [...SHARED],
  nb: [...SHARED, ...AM_PM, 'addressRegion', 'ownerVariant', 'ownerConfirm'],
  nl: [...SHARED, ...AM_PM, 'saleMark', 'addressPostcode', 'blogTitle', 'ownerProduct', 'ownerVariant'],
  pl: [...SHARED, ...AM_PM, 'addressRegion', 'blogTitle'],
  'pt-br': [...SHARED, ...AM_PM, 'cartSubtotal', 'cartPillWithSubtotal', 'cartTotal', 'blogTitle'],
  'pt-pt': [...SHARED],
  sv: [...SHARED, 'formPartPrefix', 'addressRegion', 'likertNeutral', 'ownerVariant'],
};

const folders = await languageFolders();
const byLanguage = new Map(folders.map((folder) => [folder.language, folder.groups]));
const problems = folders.flatMap((folder) =>
  catalogueProblems(
    ENGLISH_GROUPS,
    {
      language: folder.language,
      groups: folder.groups,
      base: folder.base ? byLanguage.get(folder.base) : undefined,
    },
    SAME_AS_ENGLISH,
  ),
);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(
    `\n${problems.length} translation problems (tools/translation-rules.ts says why each is one).`,
  );
  process.exit(1);
}
console.log(`translations: ${folders.length} catalogues checked, no problems.`);

// The rules every translation catalogue is checked against (tools/translations.ts runs them over
// src/core/words/strings-*/ in `npm run check`): every English key, the same {placeholders}, every
// plural category the locale's Intl.PluralRules can pick, no English left behind, and the
// typography of the language. Pure: catalogues in, problems out.

type Catalogue = Readonly<Record<string, string>>;
/** One language's catalogue: group name -> its words (a regional one holds only what differs). */
type Groups = Readonly<Record<string, Catalogue>>;

/** A counted message: its 'one' and 'other' keys and the placeholder that holds the count. */
interface Counted {
  readonly one: string;
  readonly other: string;
  readonly count: string;
}

const counted = (one: string, other: string, count: string): Counted => ({ one, other, count });
const units = ['Week', 'Month', 'Year'];
const timeUnits = ['Minute', 'Hour', 'Day', 'Week', 'Month', 'Year'];

/** Every message the code counts with pluralText (src/core/words/plural.ts) or ICU. */
const COUNTED: readonly Counted[] = [
  counted('cartPillLabelOne', 'cartPillLabel', 'count'),
  ...units.map((unit) =>
    counted(`subscriptionEvery${unit}`, `subscriptionEveryN${unit}s`, 'billingPeriodValue'),
  ),
  ...units.map((unit) => counted(`subscriptionForOne${unit}`, `subscriptionForN${unit}s`, 'durationValue')),
  counted('installmentsPayments', 'installmentsPayments', 'numInstallments'),
  ...timeUnits.map((unit) => counted(`timeSince${unit}`, `timeSince${unit}s`, 'n')),
  counted('commentsOne', 'commentsMany', 'count'),
  counted('likeCountOne', 'likeCountMany', 'count'),
];

/** ICU plural messages: the key and the arguments it counts (the owner console counts two at once). */
const ICU_PLURALS: Readonly<Record<string, readonly string[]>> = {
  scarcityDefault: ['qtyInStock'],
  ownerLoadingGroups: ['count'],
  ownerLoadedGroups: ['count'],
  ownerConfirmOne: ['count'],
  ownerConfirmMany: ['groups', 'count'],
  ownerSending: ['total'],
  ownerSentSummary: ['total'],
};

// An ICU plural's case opening: 'one {', '=0 {'.
const PLURAL_CASE = /(\b(zero|one|two|few|many|other)|=\d+)\s*\{/g;

/** The arguments a message uses: `{name}` and an ICU plural's `{name, plural, …}`. */
const placeholders = (text: string) =>
  [...text.replace(PLURAL_CASE, ' ').matchAll(/\{(\w+)(?=[},])/g)].map((match) => match[1] ?? '');

/** The cases of the ICU plural over `argument` in `text` (the text between its braces). */
function pluralCases(text: string, argument: string): string | undefined {
  const start = text.indexOf(`{${argument}, plural,`);
  if (start < 0) return undefined;
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') depth -= 1;
    if (depth === 0) return text.slice(start, index + 1);
  }
  return undefined;
}

/** Placeholders `key`'s text must have, and those it may leave out (a form for one count). */
function wantedPlaceholders(key: string, english: string): { required: string[]; optional: string[] } {
  const [base = key, form] = key.split('#');
  const all = placeholders(english);
  const message = COUNTED.find((entry) => entry.one === base || entry.other === base);
  const fixedCount = message && (base === message.one || form === 'zero' || form === 'two');
  if (!message || !fixedCount) return { required: all, optional: [] };
  return { required: all.filter((name) => name !== message.count), optional: [message.count] };
}

function keyProblems(english: Catalogue, catalogue: Catalogue, complete: boolean): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(catalogue)) {
    const [base = key, form] = key.split('#');
    if (!Object.hasOwn(english, base)) problems.push(`${key}: not an English key`);
    else if (form !== undefined && !['zero', 'two', 'few', 'many'].includes(form)) {
      problems.push(`${key}: "${form}" is not a plural form (zero, two, few, many)`);
    }
  }
  if (complete) {
    for (const key of Object.keys(english)) {
      if (!Object.hasOwn(catalogue, key)) problems.push(`${key}: missing`);
    }
  }
  return problems;
}

function placeholderProblems(english: Catalogue, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(catalogue)) {
    const base = key.split('#')[0] ?? key;
    if (!Object.hasOwn(english, base)) continue;
    const { required, optional } = wantedPlaceholders(key, english[base] ?? '');
    const found = placeholders(text);
    const missing = required.filter((name) => !found.includes(name));
    const extra = found.filter((name) => !required.includes(name) && !optional.includes(name));
    if (missing.length > 0) problems.push(`${key}: missing {${missing.join('}, {')}}`);
    if (extra.length > 0) problems.push(`${key}: unknown {${extra.join('}, {')}}`);
  }
  return problems;
}

/** Every category Intl.PluralRules can pick for `locale`, besides the 'one' and 'other' keys. */
function extraCategories(locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  return categories.filter((category) => category !== 'one' && category !== 'other');
}

function pluralProblems(english: Catalogue, merged: Catalogue, locale: string): string[] {
  const problems: string[] = [];
  const wanted = extraCategories(locale);
  for (const message of COUNTED) {
    if (!Object.hasOwn(english, message.other)) continue;
    for (const category of wanted) {
      const key = `${message.other}#${category}`;
      if (!Object.hasOwn(merged, key))
        problems.push(`${key}: missing (${locale} has the "${category}" form)`);
    }
  }
  for (const [key, counts] of Object.entries(ICU_PLURALS)) {
    const text = merged[key];
    if (text === undefined || !Object.hasOwn(english, key)) continue;
    for (const argument of counts) problems.push(...icuPluralProblems(key, text, argument, locale));
  }
  return problems;
}

/** An ICU plural over `argument` with a case for every category of the locale. */
function icuPluralProblems(key: string, text: string, argument: string, locale: string): string[] {
  const cases = pluralCases(text, argument);
  if (cases === undefined)
    return [`${key}: not an ICU plural over {${argument}} (one item must read as one)`];
  const all = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  return all
    .filter((category) => !new RegExp(`(^|\\s|,)${category}\\s*\\{`).test(cases))
    .map((category) => `${key}: no "${category}" case for {${argument}} (${locale} has it)`);
}

/** The text without placeholders or ICU syntax: what a shopper reads. */
function readable(text: string): string {
  return text
    .replace(/\{\w+, plural,/g, ' ')
    .replace(PLURAL_CASE, ' ')
    .replace(/\{\w+\}/g, 'X')
    .replace(/[{}#]/g, ' ');
}

const HEBREW_LETTER = /[\u05d0-\u05ea]/;

/** The typography of a language: its spaces, punctuation and quotation marks. */
export function typographyProblems(language: string, key: string, text: string): string[] {
  const shown = readable(text);
  const problems: string[] = [];
  const base = language.split('-')[0];
  const flag = (bad: boolean, rule: string) => bad && problems.push(`${key}: ${rule} in "${text}"`);
  flag(shown.includes('...'), 'three dots where the ellipsis … belongs');
  if (base === 'fr') {
    // An ordinary space there lets the mark wrap onto a line of its own.
    flag(/[^\u202f][!?;]/.test(shown), 'no narrow no-break space (U+202F) before ! ? ;');
    flag(/[^\u202f\u00a0\d]:/.test(shown), 'no no-break space before :');
    flag(shown.includes("'"), 'a straight apostrophe where French uses ’');
    flag(/["“”]/.test(shown), 'quotation marks other than « »');
  }
  if (base === 'ja') flag(/[!?:()]/.test(shown), 'half-width ! ? : ( ) where Japanese uses ！？：（）');
  if (base === 'he') {
    flag(
      new RegExp(`${HEBREW_LETTER.source}-`).test(shown),
      'a hyphen after a Hebrew letter, not the maqaf ־',
    );
  }
  if (base === 'de') flag(/["”«»]|“[^“]*$/.test(shown.replace(/„[^“]*“/g, '')), 'quotes other than „…“');
  if (base === 'sv') flag(/["“„«»]/.test(shown), 'quotes other than ”…”');
  if (base === 'nb') flag(/["“”„]/.test(shown), 'quotes other than «…»');
  if (base === 'da') flag(/["”]|«[^»]*»/.test(shown), 'quotes other than »…« or „…“');
  return problems;
}

/** Labels shown side by side on one form: two of them with the same words is a wrong word. */
const SHOWN_TOGETHER: readonly (readonly string[])[] = [
  ['formPartLine1', 'formPartLine2', 'formPartCity', 'formPartState', 'formPartZip', 'formPartCountry'],
  ['formPartPhoneCountry', 'formPartAreacode', 'formPartPrefix', 'formPartLine'],
  ['formPartMonth', 'formPartDay', 'formPartYear', 'formPartHour', 'formPartMinute', 'formPartSecond'],
  ['formPartFirst', 'formPartLast'],
  ...[
    'addressState',
    'addressFederalState',
    'addressProvince',
    'addressCounty',
    'addressRegion',
    'addressPrefecture',
  ].map((region) => [region, 'formPartCountry', 'formPartCity']),
];

function sameLabels(merged: Catalogue): string[] {
  return SHOWN_TOGETHER.flatMap((keys) => {
    const present = keys.filter((key) => merged[key] !== undefined);
    return present.flatMap((key, index) =>
      present
        .slice(index + 1)
        .filter((other) => merged[other]?.toLowerCase() === merged[key]?.toLowerCase())
        .map((other) => `${key}, ${other}: one form shows both as "${merged[key]}"`),
    );
  });
}

/** Texts that are the same as English but right in the language (names, codes, loanwords). */
export type SameAsEnglish = Readonly<Record<string, readonly string[]>>;

function englishLeft(english: Catalogue, catalogue: Catalogue, allowed: readonly string[]): string[] {
  return Object.entries(catalogue)
    .filter(
      ([key, text]) => english[key] === text && /\p{L}{2}/u.test(readable(text)) && !allowed.includes(key),
    )
    .map(([key, text]) => `${key}: still English ("${text}")`);
}

interface LanguageInput {
  /** The folder's language tag: "fr", "fr-ca", "pt-br". */
  readonly language: string;
  readonly groups: Groups;
  /** For a regional catalogue, the base it falls back to per key; undefined for a base. */
  readonly base?: Groups | undefined;
}

/** Every problem of one language's catalogue, as "group.key: what is wrong" lines. */
export function catalogueProblems(
  english: Groups,
  input: LanguageInput,
  sameAsEnglish: SameAsEnglish,
): string[] {
  const problems: string[] = [];
  const regional = input.base !== undefined;
  for (const [group, englishGroup] of Object.entries(english)) {
    const own = input.groups[group] ?? {};
    const merged = { ...(input.base?.[group] ?? {}), ...own };
    const found = [
      ...keyProblems(englishGroup, own, !regional),
      ...placeholderProblems(englishGroup, own),
      ...pluralProblems(englishGroup, merged, input.language),
      ...(group === 'forms' ? sameLabels(merged) : []),
      ...englishLeft(englishGroup, own, sameAsEnglish[input.language] ?? []),
      ...Object.entries(own).flatMap(([key, text]) => typographyProblems(input.language, key, text)),
    ];
    problems.push(...found.map((problem) => `${input.language}/${group}.${problem}`));
  }
  for (const group of Object.keys(input.groups)) {
    if (!Object.hasOwn(english, group)) problems.push(`${input.language}/${group}: not a string group`);
  }
  return problems;
}

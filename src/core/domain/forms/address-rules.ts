// Address fields that know the country (spec 5, "Address hints"; issue 21.3). The spec gives
// the regional labels (state, province, county, region, postcode, ZIP code, FSA, eircode) and
// nine postal-code hints, but not which country each belongs to. This table decides it from each
// country's real postal format (documented in docs/README.md, "Address fields"):
//
// - Full codes where a country's whole code is short and purely numeric: US ZIP codes (5 digits,
//   ZIP+4 accepted), Australian and New Zealand postcodes (4 digits), the 4-digit and 5-digit
//   postal codes of continental Europe and Mexico. Formats with letters (the Netherlands' 1234 AB,
//   Brazil's CEP 12345-678) get the generic 'Invalid postal code.'.
// - The area part alone where the spec's hint asks for exactly that, which is how these codes name
//   a delivery area: Canada's FSA (the first three characters, A1A), the UK outcode (1-4
//   characters, SW1A), Ireland's Eircode routing key (the first three characters, D02, D6W), and
//   Japan's first three digits (the 〒 area of a 7-digit code: 'Enter up to 3 digits').
//
// Countries are matched by ISO 3166 code or English name, ignoring case and spacing. A country
// the table does not know keeps the generic labels and no postal check.
import type { FormStrings } from '../../words/strings-forms.ts';

type RegionLabelKey =
  | 'addressState'
  | 'addressFederalState'
  | 'addressProvince'
  | 'addressCounty'
  | 'addressRegion'
  | 'addressPrefecture';
type PostalLabelKey = 'addressPostcode' | 'addressZipCode' | 'addressFsa' | 'addressEircode';
type PostalHintKey =
  | 'addressHintPostal4'
  | 'addressHintPostcode4'
  | 'addressHintZip5'
  | 'addressHintPostal5'
  | 'addressHintInvalid'
  | 'addressHintFsa'
  | 'addressHintOutcode'
  | 'addressHintEircode'
  | 'addressHintPostcode3';

interface AddressRule {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** The English name, as the country list shows it. */
  readonly name: string;
  readonly region: RegionLabelKey;
  readonly postal: PostalLabelKey;
  /** What a valid postal code looks like (after trimming). */
  readonly pattern: RegExp;
  readonly hint: PostalHintKey;
}

const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS = /^\d{5}$/;

export const ADDRESS_RULES: readonly AddressRule[] = [
  {
    code: 'US',
    name: 'United States',
    region: 'addressState',
    postal: 'addressZipCode',
    pattern: /^\d{5}(-\d{4})?$/,
    hint: 'addressHintZip5',
  },
  // FSA letters: never D, F, I, O, Q, U; W and Z never first (Canada Post).
  {
    code: 'CA',
    name: 'Canada',
    region: 'addressProvince',
    postal: 'addressFsa',
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i,
    hint: 'addressHintFsa',
  },
  // Outcode: A9, A99, AA9, AA99, A9A, AA9A (Royal Mail).
  {
    code: 'GB',
    name: 'United Kingdom',
    region: 'addressCounty',
    postal: 'addressPostcode',
    pattern: /^[A-Z]{1,2}\d[A-Z\d]?$/i,
    hint: 'addressHintOutcode',
  },
  // Routing key: a letter and two digits, or D6W (Eircode).
  {
    code: 'IE',
    name: 'Ireland',
    region: 'addressCounty',
    postal: 'addressEircode',
    pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W)$/i,
    hint: 'addressHintEircode',
  },
  {
    code: 'AU',
    name: 'Australia',
    region: 'addressState',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostcode4',
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    region: 'addressRegion',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostcode4',
  },
  {
    code: 'AT',
    name: 'Austria',
    region: 'addressFederalState',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostal4',
  },
  {
    code: 'BE',
    name: 'Belgium',
    region: 'addressProvince',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostal4',
  },
  {
    code: 'CH',
    name: 'Switzerland',
    region: 'addressRegion',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostal4',
  },
  {
    code: 'DK',
    name: 'Denmark',
    region: 'addressRegion',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostal4',
  },
  {
    code: 'NO',
    name: 'Norway',
    region: 'addressCounty',
    postal: 'addressPostcode',
    pattern: FOUR_DIGITS,
    hint: 'addressHintPostal4',
  },
  {
    code: 'DE',
    name: 'Germany',
    region: 'addressFederalState',
    postal: 'addressPostcode',
    pattern: FIVE_DIGITS,
    hint: 'addressHintPostal5',
  },
  {
    code: 'FR',
    name: 'France',
    region: 'addressRegion',
    postal: 'addressPostcode',
    pattern: FIVE_DIGITS,
    hint: 'addressHintPostal5',
  },
  {
    code: 'ES',
    name: 'Spain',
    region: 'addressProvince',
    postal: 'addressPostcode',
    pattern: FIVE_DIGITS,
    hint: 'addressHintPostal5',
  },
  {
    code: 'IT',
    name: 'Italy',
    region: 'addressProvince',
    postal: 'addressPostcode',
    pattern: FIVE_DIGITS,
    hint: 'addressHintPostal5',
  },
  {
    code: 'MX',
    name: 'Mexico',
    region: 'addressState',
    postal: 'addressPostcode',
    pattern: FIVE_DIGITS,
    hint: 'addressHintPostal5',
  },
  {
    code: 'NL',
    name: 'Netherlands',
    region: 'addressProvince',
    postal: 'addressPostcode',
    pattern: /^\d{4} ?[A-Z]{2}$/i,
    hint: 'addressHintInvalid',
  },
  {
    code: 'BR',
    name: 'Brazil',
    region: 'addressState',
    postal: 'addressPostcode',
    pattern: /^\d{5}-?\d{3}$/,
    hint: 'addressHintInvalid',
  },
  {
    code: 'JP',
    name: 'Japan',
    region: 'addressPrefecture',
    postal: 'addressPostcode',
    pattern: /^\d{1,3}$/,
    hint: 'addressHintPostcode3',
  },
];

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const BY_NAME = new Map(
  ADDRESS_RULES.flatMap((rule) => [[key(rule.code), rule] as const, [key(rule.name), rule] as const]),
);

/** The rule for what was chosen or typed as the country, if the table knows it. */
export function addressRuleFor(country: string | undefined): AddressRule | undefined {
  return country === undefined ? undefined : BY_NAME.get(key(country));
}

export type AddressStrings = Pick<FormStrings, RegionLabelKey | PostalLabelKey | PostalHintKey>;

/** The hint for a postal code that does not fit the country's format; undefined when it fits or is empty. */
export function postalCodeHint(
  country: string | undefined,
  postalCode: string | undefined,
  strings: AddressStrings,
): string | undefined {
  const rule = addressRuleFor(country);
  const code = (postalCode ?? '').trim();
  if (!rule || code === '') return undefined;
  return rule.pattern.test(code) ? undefined : strings[rule.hint];
}

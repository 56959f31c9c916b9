import { describe, expect, it } from 'vitest';
import { formStrings } from '../../words/strings-forms.ts';
import { ADDRESS_RULES, addressRuleFor, postalCodeHint } from './address-rules.ts';
import { validateField } from './validation.ts';

// One good and one bad postal code per row, and the label and hint each row must give.
const ROWS: Record<string, { good: string[]; bad: string[]; region: string; postal: string; hint: string }> =
  {
    US: {
      good: ['94103', '94103-1234'],
      bad: ['9410', '941034', 'ABCDE'],
      region: 'State',
      postal: 'ZIP code',
      hint: 'ZIP Codes need to be 5 digits.',
    },
    CA: {
      good: ['K1A', 'm5v'],
      bad: ['K1A 0B1', 'D1A', 'W1A', '123'],
      region: 'Province',
      postal: 'FSA',
      hint: 'An FSA code is invalid.',
    },
    GB: {
      good: ['SW1A', 'M1', 'B33', 'W1D', 'EC1A'],
      bad: ['SW1A 1AA', '1AB', 'SW123'],
      region: 'County',
      postal: 'Postcode',
      hint: 'Enter only the 1-4 character outcode portion of postcodes.',
    },
    IE: {
      good: ['D02', 'D6W', 'a65'],
      bad: ['D02 X285', 'B12', 'D2'],
      region: 'County',
      postal: 'Eircode',
      hint: 'Enter only the first three characters of the Eircode',
    },
    AU: {
      good: ['2000', '0800'],
      bad: ['200', '20000'],
      region: 'State',
      postal: 'Postcode',
      hint: 'Postcodes need to be 4 digits',
    },
    NZ: {
      good: ['6011'],
      bad: ['601', 'AB12'],
      region: 'Region',
      postal: 'Postcode',
      hint: 'Postcodes need to be 4 digits',
    },
    AT: {
      good: ['1010'],
      bad: ['10100'],
      region: 'State',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 4 digits.',
    },
    BE: {
      good: ['1000'],
      bad: ['B-1000'],
      region: 'Province',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 4 digits.',
    },
    CH: {
      good: ['8001'],
      bad: ['CH-8001'],
      region: 'Region',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 4 digits.',
    },
    DK: {
      good: ['2100'],
      bad: ['210'],
      region: 'Region',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 4 digits.',
    },
    NO: {
      good: ['0150'],
      bad: ['01500'],
      region: 'County',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 4 digits.',
    },
    DE: {
      good: ['10115'],
      bad: ['1011', 'D-10115'],
      region: 'State',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 5 digits',
    },
    FR: {
      good: ['75001'],
      bad: ['7500'],
      region: 'Region',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 5 digits',
    },
    ES: {
      good: ['28013'],
      bad: ['2801'],
      region: 'Province',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 5 digits',
    },
    IT: {
      good: ['00184'],
      bad: ['184'],
      region: 'Province',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 5 digits',
    },
    MX: {
      good: ['06600'],
      bad: ['0660'],
      region: 'State',
      postal: 'Postcode',
      hint: 'Postal Codes need to be 5 digits',
    },
    NL: {
      good: ['1012 AB', '1012ab'],
      bad: ['1012', 'AB 1012'],
      region: 'Province',
      postal: 'Postcode',
      hint: 'Invalid postal code.',
    },
    BR: {
      good: ['01310-100', '01310100'],
      bad: ['01310-10'],
      region: 'State',
      postal: 'Postcode',
      hint: 'Invalid postal code.',
    },
    JP: {
      good: ['100', '1', '53'],
      bad: ['1000001', '100-0001'],
      region: 'Prefecture',
      postal: 'Postcode',
      hint: 'Enter up to 3 digits of the postcode',
    },
  };

describe('address rules: every row', () => {
  it('the table and the test cover the same countries', () => {
    expect(ADDRESS_RULES.map((rule) => rule.code).sort()).toEqual(Object.keys(ROWS).sort());
  });

  for (const rule of ADDRESS_RULES) {
    const row = ROWS[rule.code];
    it(`${rule.code} (${rule.name}): labels ${row?.region} / ${row?.postal}, hint "${row?.hint}"`, () => {
      if (!row) throw new Error(`no test row for ${rule.code}`);
      expect(formStrings[rule.region]).toBe(row.region);
      expect(formStrings[rule.postal]).toBe(row.postal);
      for (const code of row.good) expect(postalCodeHint(rule.code, code, formStrings), code).toBeUndefined();
      for (const code of row.bad) expect(postalCodeHint(rule.code, code, formStrings), code).toBe(row.hint);
      // By name too, whatever the case and spacing.
      expect(postalCodeHint(` ${rule.name.toUpperCase()} `, row.bad[0], formStrings)).toBe(row.hint);
    });
  }

  it('uses each of the spec nine hints, quoted exactly', () => {
    const used = new Set(ADDRESS_RULES.map((rule) => formStrings[rule.hint]));
    expect([...used].sort()).toEqual(
      [
        'Postal Codes need to be 4 digits.',
        'Postcodes need to be 4 digits',
        'ZIP Codes need to be 5 digits.',
        'Postal Codes need to be 5 digits',
        'Invalid postal code.',
        'An FSA code is invalid.',
        'Enter only the 1-4 character outcode portion of postcodes.',
        'Enter only the first three characters of the Eircode',
        'Enter up to 3 digits of the postcode',
      ].sort(),
    );
  });

  it('uses each of the spec regional labels', () => {
    const labels = new Set(
      ADDRESS_RULES.flatMap((rule) => [formStrings[rule.region], formStrings[rule.postal]]),
    );
    expect([...labels].map((label) => label.toLowerCase()).sort()).toEqual(
      [
        'state',
        'province',
        'county',
        'region',
        'prefecture',
        'postcode',
        'zip code',
        'fsa',
        'eircode',
      ].sort(),
    );
  });

  it('an unknown or missing country, or an empty code, is not checked', () => {
    expect(addressRuleFor('Atlantis')).toBeUndefined();
    expect(addressRuleFor(undefined)).toBeUndefined();
    expect(postalCodeHint('Atlantis', '!!', formStrings)).toBeUndefined();
    expect(postalCodeHint('US', '  ', formStrings)).toBeUndefined();
    expect(addressRuleFor('__proto__')).toBeUndefined();
  });
});

describe('address field validation', () => {
  const field = { id: 'addr', type: 'address', label: 'Address', required: false } as never;
  it('gives the country hint for a postal code that does not fit', () => {
    expect(validateField(field, { Country: 'Canada', Zip: 'K1A 0B1' })).toBe('An FSA code is invalid.');
    expect(validateField(field, { Country: 'US', Zip: '94103' })).toBeUndefined();
    expect(validateField(field, { Country: 'Atlantis', Zip: 'whatever' })).toBeUndefined();
  });
  it('a required empty address is still Required first', () => {
    expect(validateField({ ...(field as object), required: true } as never, {})).toBe('Required');
  });
});

import { describe, expect, it } from 'vitest';
import { FIELD_PARTS } from './constants.ts';
import { countryName, partsInOrder } from './part-order.ts';

describe('parts in the order of the page language', () => {
  it('dates: Month Day Year in the US, Day Month Year in Europe, Year Month Day in Japan', () => {
    expect(partsInOrder('date', FIELD_PARTS.date, 'en-US')).toEqual(['Month', 'Day', 'Year']);
    expect(partsInOrder('date', FIELD_PARTS.date, 'fr-FR')).toEqual(['Day', 'Month', 'Year']);
    expect(partsInOrder('date', FIELD_PARTS.date, 'pl-PL')).toEqual(['Day', 'Month', 'Year']);
    expect(partsInOrder('date', FIELD_PARTS.date, 'ja-JP')).toEqual(['Year', 'Month', 'Day']);
    expect(partsInOrder('date', FIELD_PARTS.date, 'he-IL')).toEqual(['Day', 'Month', 'Year']);
  });

  it('names: family name first in Japanese, given name first elsewhere', () => {
    expect(partsInOrder('name', FIELD_PARTS.name, 'ja-JP')).toEqual(['Last', 'First']);
    expect(partsInOrder('name', FIELD_PARTS.name, 'de-DE')).toEqual(['First', 'Last']);
  });

  it('other kinds keep their order; an unknown locale keeps the default', () => {
    expect(partsInOrder('address', FIELD_PARTS.address, 'ja')).toEqual(FIELD_PARTS.address);
    expect(partsInOrder('date', FIELD_PARTS.date, 'not a locale')).toEqual(FIELD_PARTS.date);
  });
});

describe('country names', () => {
  it('in the page language (Intl.DisplayNames), English when Intl has none', () => {
    expect(countryName('DE', 'Germany', 'fr-FR')).toBe('Allemagne');
    expect(countryName('JP', 'Japan', 'ja-JP')).toBe('日本');
    expect(countryName('US', 'United States', 'en-US')).toBe('United States');
    expect(countryName('XX', 'Atlantis', 'fr')).toBe('Atlantis');
    expect(countryName('DE', 'Germany', '!!')).toBe('Germany');
  });
});

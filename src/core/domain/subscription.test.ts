import { describe, expect, it } from 'vitest';
import { defaultStrings, resolveCatalogue } from '../words/strings.ts';
import { subscriptionStrings } from '../words/strings-subscription.ts';
import { type BillingUnit, subscriptionDuration, subscriptionPriceText } from './subscription.ts';

const plan = (value: number, unit: BillingUnit, numBillingCycles?: number | null) =>
  numBillingCycles === undefined
    ? { billingPeriod: { value, unit } }
    : { billingPeriod: { value, unit }, numBillingCycles };

describe('subscriptionPriceText', () => {
  it.each([
    // every period, no end
    [plan(1, 'WEEK'), '$10.00 every week'],
    [plan(1, 'MONTH'), '$10.00 every month'],
    [plan(1, 'YEAR'), '$10.00 every year'],
    [plan(2, 'WEEK'), '$10.00 every 2 weeks'],
    [plan(3, 'MONTH'), '$10.00 every 3 months'],
    [plan(2, 'YEAR'), '$10.00 every 2 years'],
    [plan(1, 'MONTH', null), '$10.00 every month'],
    [plan(1, 'MONTH', 0), '$10.00 every month'],
    // durations that are not whole years
    [plan(1, 'WEEK', 1), '$10.00 every week for 1 week'],
    [plan(1, 'WEEK', 4), '$10.00 every week for 4 weeks'],
    [plan(2, 'WEEK', 25), '$10.00 every 2 weeks for 50 weeks'],
    [plan(1, 'MONTH', 1), '$10.00 every month for 1 month'],
    [plan(1, 'MONTH', 11), '$10.00 every month for 11 months'],
    [plan(5, 'MONTH', 5), '$10.00 every 5 months for 25 months'],
    // whole years shown as years: 52 weeks, 12 months
    [plan(2, 'WEEK', 26), '$10.00 every 2 weeks for 1 year'],
    [plan(1, 'WEEK', 52), '$10.00 every week for 1 year'],
    [plan(1, 'WEEK', 104), '$10.00 every week for 2 years'],
    [plan(1, 'MONTH', 12), '$10.00 every month for 1 year'],
    [plan(6, 'MONTH', 4), '$10.00 every 6 months for 2 years'],
    [plan(1, 'YEAR', 1), '$10.00 every year for 1 year'],
    [plan(1, 'YEAR', 3), '$10.00 every year for 3 years'],
    [plan(2, 'YEAR', 2), '$10.00 every 2 years for 4 years'],
  ])('%j -> %s', (input, expected) => {
    expect(subscriptionPriceText('$10.00', input)).toBe(expected);
  });

  it('matches the example from the notes', () => {
    expect(subscriptionPriceText('$100.00', plan(2, 'WEEK', 26))).toBe('$100.00 every 2 weeks for 1 year');
  });

  it.each([
    [null],
    [undefined],
    [plan(0, 'WEEK')],
    [plan(-1, 'MONTH')],
    [plan(1.5, 'MONTH')],
    [{ billingPeriod: { value: 1, unit: 'DAY' as BillingUnit } }],
  ])('%j -> Unavailable', (input) => {
    expect(subscriptionPriceText('$10.00', input)).toBe('Unavailable');
  });

  it('ignores a cycle count that is not a positive whole number', () => {
    expect(subscriptionPriceText('$1.00', plan(1, 'WEEK', 2.5))).toBe('$1.00 every week');
    expect(subscriptionPriceText('$1.00', plan(1, 'WEEK', -3))).toBe('$1.00 every week');
  });

  it('uses overridden catalogue strings', () => {
    const strings = {
      ...defaultStrings,
      ...resolveCatalogue(subscriptionStrings, {
        subscriptionEveryNWeeks: '{priceString} alle {billingPeriodValue} Wochen',
        subscriptionForOneYear: 'für 1 Jahr',
      }),
    };
    expect(subscriptionPriceText('10 €', plan(2, 'WEEK', 26), strings)).toBe('10 € alle 2 Wochen für 1 Jahr');
  });
});

describe('subscriptionDuration', () => {
  it.each([
    [plan(1, 'WEEK', 51), { value: 51, unit: 'WEEK' }],
    [plan(1, 'WEEK', 52), { value: 1, unit: 'YEAR' }],
    [plan(4, 'WEEK', 13), { value: 1, unit: 'YEAR' }],
    [plan(1, 'MONTH', 13), { value: 13, unit: 'MONTH' }],
    [plan(3, 'MONTH', 8), { value: 2, unit: 'YEAR' }],
    [plan(1, 'MONTH'), undefined],
  ])('%j -> %j', (input, expected) => {
    expect(subscriptionDuration(input)).toEqual(expected);
  });
});

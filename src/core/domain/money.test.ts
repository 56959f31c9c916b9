import { describe, expect, it } from 'vitest';
import { formatMoney, money, parseMajorUnits } from './money.ts';

describe('parseMajorUnits', () => {
  it.each([
    ['25.00', 'USD', 2500],
    ['0.29', 'USD', 29],
    ['19.9', 'EUR', 1990],
    ['7', 'GBP', 700],
    ['1200', 'JPY', 1200],
    ['1200.4', 'JPY', 1200],
    ['1200.5', 'JPY', 1201],
    ['-3.50', 'USD', -350],
    ['', 'USD', 0],
    ['abc', 'USD', 0],
  ])('%s %s -> %i minor units', (value, currency, minor) => {
    expect(parseMajorUnits(value, currency)).toEqual({ minor, currency });
  });

  it('accepts numbers', () => {
    expect(parseMajorUnits(12.5, 'USD').minor).toBe(1250);
  });
});

describe('formatMoney', () => {
  it.each([
    [money(2500, 'USD'), '$25.00'],
    [money(123456789, 'USD'), '$1,234,567.89'],
    [money(1200, 'JPY'), '¥1,200'],
    [money(999, 'EUR'), '€9.99'],
    [money(0, 'GBP'), '£0.00'],
  ])('%o -> %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});

describe('formatMoney with codes Intl rejects', () => {
  it('never throws: a bad currency shows the amount and the code, a bad locale falls back to en-US', () => {
    expect(formatMoney(money(1250, 'DOLLARS'), 'en-US')).toBe('12.50 DOLLARS');
    expect(formatMoney(money(1250, 'USD'), 'not a tag!')).toBe('$12.50');
  });
});

import { describe, expect, it } from 'vitest';
import { isCreditCard, isEmail, isIPv4, isIPv6, isIp, isIsbn, isUrl, isUuid } from './checks.ts';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, URL_MAX_LENGTH } from './constants.ts';

describe('constants', () => {
  it('email 3..256, URL below 2083', () => {
    expect([EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH, URL_MAX_LENGTH]).toEqual([3, 256, 2083]);
  });
});

describe('isEmail', () => {
  const ofLength = (n: number) => `${'a'.repeat(n - 'x@example.com'.length + 1)}@example.com`;
  it.each([
    ['name@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a@b.co', true],
    ['', false],
    ['name', false],
    ['name@', false],
    ['@example.com', false],
    ['name@example', false],
    ['na me@example.com', false],
    ['name@@example.com', false],
    ['name@-example.com', false],
    ['name@example.c', false],
  ])('%j -> %s', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });

  it('accepts 256 characters and refuses 257', () => {
    expect(ofLength(EMAIL_MAX_LENGTH)).toHaveLength(256);
    expect(isEmail(ofLength(EMAIL_MAX_LENGTH))).toBe(true);
    expect(isEmail(ofLength(EMAIL_MAX_LENGTH + 1))).toBe(false);
  });

  it('refuses anything shorter than 3 characters', () => {
    expect(isEmail('a@')).toBe(false);
  });
});

describe('isUrl', () => {
  const ofLength = (n: number) => `https://example.com/${'a'.repeat(n - 'https://example.com/'.length)}`;
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#top', true],
    ['ftp://files.example.com/a.txt', true],
    ['http://localhost:8080', true],
    ['example.com', false],
    ['javascript:alert(1)', false],
    ['mailto:name@example.com', false],
    ['https://', false],
    ['https:///path', false],
    ['https://exa mple.com', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isUrl(text)).toBe(expected);
  });

  it('accepts 2082 characters and refuses 2083', () => {
    expect(isUrl(ofLength(URL_MAX_LENGTH - 1))).toBe(true);
    expect(isUrl(ofLength(URL_MAX_LENGTH))).toBe(false);
  });
});

describe('isIPv4', () => {
  it.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.10', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
    ['1.2.3.a', false],
    ['1..3.4', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isIPv4(text)).toBe(expected);
  });
});

describe('isIPv6', () => {
  it.each([
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', true],
    ['2001:db8::8a2e:370:7334', true],
    ['::1', true],
    ['::', true],
    ['fe80::', true],
    ['1:2:3:4:5:6:7::', true],
    ['::ffff:192.0.2.128', true],
    ['1:2:3:4:5:6:192.0.2.128', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7:8::', false],
    ['1::2::3', false],
    ['12345::', false],
    ['g::1', false],
    [':1:2:3:4:5:6:7', false],
    ['::ffff:999.0.2.128', false],
    ['1:2:3:4:5:6:7:1.2.3.4', false],
  ])('%j -> %s', (text, expected) => {
    expect(isIPv6(text)).toBe(expected);
  });

  it('isIp accepts either family', () => {
    expect([isIp('10.0.0.1'), isIp('::1'), isIp('localhost')]).toEqual([true, true, false]);
  });
});

describe('isUuid', () => {
  it.each([
    ['123e4567-e89b-12d3-a456-426614174000', true],
    ['123E4567-E89B-12D3-A456-426614174000', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['123e4567e89b12d3a456426614174000', false],
    ['123e4567-e89b-12d3-a456-42661417400', false],
    ['123e4567-e89b-12d3-a456-4266141740000', false],
    ['g23e4567-e89b-12d3-a456-426614174000', false],
  ])('%j -> %s', (text, expected) => {
    expect(isUuid(text)).toBe(expected);
  });
});

describe('isCreditCard (Luhn)', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['4111  1111 1111 1111', false],
    ['4111x111111111111', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isCreditCard(text)).toBe(expected);
  });

  it('takes 12 to 19 digits', () => {
    // Luhn-valid numbers of 11, 12, 19 and 20 digits.
    expect(isCreditCard('00000000000')).toBe(false);
    expect(isCreditCard('000000000000')).toBe(true);
    expect(isCreditCard('4000000000000000006')).toBe(true);
    expect(isCreditCard('00000000000000000000')).toBe(false);
  });
});

describe('isIsbn', () => {
  it.each([
    ['0306406152', true],
    ['0-306-40615-2', true],
    ['080442957X', true],
    ['080442957x', true],
    ['9780306406157', true],
    ['978-0-306-40615-7', true],
    ['979-10-90636-07-1', true],
    ['0306406153', false],
    ['9780306406158', false],
    ['X306406152', false],
    ['030640615', false],
    ['97803064061577', false],
    ['1230306406150', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isIsbn(text)).toBe(expected);
  });
});

// The generic checks forms can use (spec 5): email, URL, IP, UUID, credit card, ISBN. Pure
// functions over trimmed text; each returns false for anything it cannot read.
import {
  CARD_MAX_DIGITS,
  CARD_MIN_DIGITS,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  URL_MAX_LENGTH,
} from './constants.ts';

// local@domain.tld: no spaces, one @, a dotted domain whose labels do not start or end with '-'.
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** An address pattern and a length of 3 to 256 characters. */
export function isEmail(text: string): boolean {
  return text.length >= EMAIL_MIN_LENGTH && text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
}

const URL_SCHEMES = ['http', 'https', 'ftp'];

/** An absolute http, https or ftp URL with a host, shorter than 2083 characters. */
export function isUrl(text: string): boolean {
  if (text.length >= URL_MAX_LENGTH || /\s/.test(text)) return false;
  // 'scheme://' and a host's first character, read without a pattern (tools/url-rule.ts).
  const colon = text.indexOf(':');
  if (!URL_SCHEMES.includes(text.slice(0, colon).toLowerCase())) return false;
  if (!text.startsWith('//', colon + 1) || '/?#'.includes(text.charAt(colon + 3))) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

const OCTET = /^(?:0|[1-9]\d{0,2})$/;

/** Dotted quad, each part 0..255 without leading zeros. */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => OCTET.test(part) && Number(part) <= 255);
}

const HEXTET = /^[0-9a-f]{1,4}$/i;

/** Eight groups of 1-4 hex digits, one '::' for a run of zeros, an optional IPv4 tail. */
export function isIPv6(text: string): boolean {
  let groups = 8;
  let body = text;
  const lastColon = body.lastIndexOf(':');
  if (body.includes('.')) {
    if (!isIPv4(body.slice(lastColon + 1))) return false;
    // The IPv4 tail stands for two groups: a placeholder group here, one fewer expected.
    body = `${body.slice(0, lastColon + 1)}0`;
    groups = 7;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const read = (half: string | undefined) => (half ? half.split(':') : []);
  const head = read(halves[0]);
  const tail = read(halves[1]);
  if (![...head, ...tail].every((group) => HEXTET.test(group))) return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count < groups : count === groups;
}

export function isIp(text: string): boolean {
  return isIPv4(text) || isIPv6(text);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 8-4-4-4-12 hex digits, any version. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Sum of the Luhn check over a string of digits; a valid number sums to a multiple of 10. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** 12 to 19 digits (spaces and dashes between them allowed) passing the Luhn check. */
export function isCreditCard(text: string): boolean {
  if (!/^\d(?:[ -]?\d)*$/.test(text)) return false;
  const digits = text.replace(/[ -]/g, '');
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS) return false;
  return luhnSum(digits) % 10 === 0;
}

function isIsbn10(compact: string): boolean {
  if (!/^\d{9}[\dX]$/.test(compact)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (compact[i] === 'X' ? 10 : Number(compact[i]));
  return sum % 11 === 0;
}

function isIsbn13(compact: string): boolean {
  if (!/^97[89]\d{10}$/.test(compact)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(compact[i]);
  return sum % 10 === 0;
}

/** ISBN-10 (check digit 0-9 or X) or ISBN-13 (978/979 prefix); hyphens and spaces allowed. */
export function isIsbn(text: string): boolean {
  if (!/^[\dX](?:[ -]?[\dX])*$/i.test(text)) return false;
  const compact = text.replace(/[ -]/g, '').toUpperCase();
  return compact.length === 10 ? isIsbn10(compact) : isIsbn13(compact);
}

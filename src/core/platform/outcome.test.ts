import { describe, expect, it } from 'vitest';
import type { PlatformErrorKind } from './errors.ts';
import { isOutcomeUnknown } from './outcome.ts';

describe('isOutcomeUnknown', () => {
  it.each([
    ['network', undefined, true],
    ['timeout', undefined, true],
    ['invalid-response', undefined, true],
    ['http', 500, true],
    ['http', 502, true],
    ['http', 503, true],
    ['http', 504, true],
    ['http', undefined, true],
    ['http', 400, false],
    ['http', 404, false],
    ['http', 409, false],
    ['rate-limit', 429, false],
    ['csrf', 403, false],
  ] as [PlatformErrorKind, number | undefined, boolean][])('%s %s -> %s', (kind, status, unknown) => {
    expect(isOutcomeUnknown({ kind, status })).toBe(unknown);
  });
});

import { describe, expect, it } from 'vitest';
import { commerceStrings, defaultStrings } from './strings.ts';
import { templateStrings } from './strings-template.ts';

describe('templateStrings', () => {
  it('shares no key with the commerce strings, so merging loses nothing', () => {
    const shared = Object.keys(templateStrings).filter((key) => Object.hasOwn(commerceStrings, key));
    expect(shared).toEqual([]);
  });

  it.each([
    ['timeSinceLessThanMinute', 'less than a minute ago'],
    ['invalidDate', 'Invalid date'],
    ['commentsNone', 'No Comments'],
    ['formNoAnswer', 'N/A'],
    ['hslMissingValue', 'Missing an H/S/L value.'],
    ['invalidImageSource', "Invalid source parameter. Pass in 'originalSize'"],
  ] as const)('%s is in the merged catalogue as %j', (key, text) => {
    expect(defaultStrings[key]).toBe(text);
  });
});

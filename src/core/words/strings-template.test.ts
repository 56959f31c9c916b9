import { describe, expect, it } from 'vitest';
import { ENGLISH_GROUPS } from './english-groups.ts';
import { templateStrings } from './strings-template.ts';

describe('templateStrings', () => {
  it('shares no key with any other group, so no browser catalogue carries a template word', () => {
    const templateKeys = Object.keys(templateStrings);
    for (const [group, strings] of Object.entries(ENGLISH_GROUPS)) {
      if (group === 'template') continue;
      expect(
        templateKeys.filter((key) => Object.hasOwn(strings, key)),
        group,
      ).toEqual([]);
    }
  });

  it.each([
    ['timeSinceLessThanMinute', 'less than a minute ago'],
    ['invalidDate', 'Invalid date'],
    ['commentsNone', 'No Comments'],
    ['hslMissingValue', 'Missing an H/S/L value.'],
    ['invalidImageSource', "Invalid source parameter. Pass in 'originalSize'"],
  ] as const)('%s is %j', (key, text) => {
    expect(templateStrings[key]).toBe(text);
  });
});

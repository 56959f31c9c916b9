import { describe, expect, it } from 'vitest';
import { imageLoading } from './image-priority.ts';

describe('image priority (spec 9: high, low or none)', () => {
  it.each([
    ['high', { loading: 'eager', fetchPriority: 'high' }],
    ['low', { loading: 'lazy', fetchPriority: 'low' }],
    ['none', { loading: 'lazy', fetchPriority: undefined }],
    [undefined, { loading: 'lazy', fetchPriority: undefined }],
    ['urgent', { loading: 'lazy', fetchPriority: undefined }],
  ])('%s -> %o', (priority, expected) => {
    expect(imageLoading(priority)).toEqual(expected);
  });
});

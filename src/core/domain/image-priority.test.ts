import { describe, expect, it } from 'vitest';
import { imageLoading } from './image-priority.ts';

describe('image priority: high, low or none (spec 9 "Templates")', () => {
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

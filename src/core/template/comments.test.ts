import { describe, expect, it } from 'vitest';
import { resolveCatalogue } from '../words/strings.ts';
import { templateStrings } from '../words/strings-template.ts';
import { commentLabel, commentsLink, isClickable, showComments } from './comments.ts';

describe('commentLabel', () => {
  it.each([
    [0, 'No Comments'],
    [1, '1 Comment'],
    [2, '2 Comments'],
    [5, '5 Comments'],
    [1000, '1000 Comments'],
    [-1, 'No Comments'],
    [1.5, 'No Comments'],
    [Number.NaN, 'No Comments'],
    [null, 'No Comments'],
    [undefined, 'No Comments'],
  ])('%s -> %s', (count, expected) => {
    expect(commentLabel(count)).toBe(expected);
  });

  it('reads the catalogue', () => {
    const strings = resolveCatalogue(templateStrings, { commentsMany: '{count} commentaires' });
    expect(commentLabel(3, strings)).toBe('3 commentaires');
  });
});

describe('commentsLink', () => {
  it.each([
    [
      { id: 'a1', fullUrl: '/blog/post', publicCommentCount: 0 },
      '/blog/post#comments-a1',
      'No Comments',
      'a1',
    ],
    [{ id: 'a1', fullUrl: '/blog/post', publicCommentCount: 1 }, '/blog/post#comments-a1', '1 Comment', 'a1'],
    [{ id: 'b2', fullUrl: '/p', publicCommentCount: 7 }, '/p#comments-b2', '7 Comments', 'b2'],
    [{}, '#comments-', 'No Comments', ''],
  ])('%j -> %s %s', (item, href, text, itemId) => {
    expect(commentsLink(item)).toEqual({ href, text, itemId });
  });

  it('links to the page without a count when Disqus handles comments', () => {
    expect(
      commentsLink({ id: 'a1', fullUrl: '/blog/post', publicCommentCount: 3 }, { disqusShortname: 'site' }),
    ).toEqual({
      href: '/blog/post',
      text: '',
      itemId: 'a1',
    });
  });
});

describe('showComments', () => {
  it.each([
    [{ commentState: 1 }, {}, true],
    [{ commentState: 2 }, {}, false],
    [{ commentState: 2, publicCommentCount: 1 }, {}, true],
    [{ commentState: 2, publicCommentCount: 0 }, {}, false],
    [{}, {}, false],
    [{ commentState: 1 }, { commentsEnabled: true }, true],
    [{ commentState: 1 }, { commentsEnabled: false }, false],
    [{ publicCommentCount: 4 }, { commentsEnabled: false }, false],
    [{ publicCommentCount: 4 }, { commentsEnabled: undefined }, true],
  ])('%j with %j -> %s', (item, settings, expected) => {
    expect(showComments(item, settings)).toBe(expected);
  });
});

describe('isClickable', () => {
  it.each([
    [{}, true],
    [{ collection: {} }, true],
    [{ collection: { folderBehavior: 1 } }, true],
    [{ collection: { folderBehavior: 2 } }, true],
    [{ collection: { folderBehavior: 3 } }, false],
    [{ collection: { folderBehavior: 4 } }, false],
    [{ folderBehavior: 3, collection: { folderBehavior: 1 } }, false],
    [{ folderBehavior: 2 }, true],
  ])('%j -> %s', (item, expected) => {
    expect(isClickable(item)).toBe(expected);
  });
});

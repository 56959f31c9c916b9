import { describe, expect, it } from 'vitest';
import {
  BackgroundSource,
  BlockType,
  CurrencyDecimals,
  EditorDraftStatus,
  FolderBehavior,
  isEnumValue,
  ProductType,
  SliceType,
} from './enums.ts';
import { CollectionType, PageType, RecordType, UserRole } from './page-enums.ts';

describe('enumerations carry the spec codes', () => {
  it.each([
    ['page: main content', PageType.MAIN_CONTENT, 1],
    ['page: content item', PageType.CONTENT_ITEM, 50],
    ['page: not found', PageType.NOT_FOUND, 100],
    ['page: lock screen', PageType.LOCK_SCREEN, 103],
    ['page: member area denied', PageType.MEMBER_AREA_DENIED, 106],
    ['page: commerce cart v2', PageType.COMMERCE_CART_V2, 205],
    ['page: order status', PageType.ORDER_STATUS, 211],
    ['page: single sign-on', PageType.SINGLE_SIGN_ON, 400],
    ['product: gift card', ProductType.GIFT_CARD, 4],
    ['product: paywall', ProductType.PAYWALL, 5],
    ['record: store item', RecordType.STORE_ITEM, 11],
    ['record: event', RecordType.EVENT, 12],
    ['record: kbarticle', RecordType.KBARTICLE, 54],
    ['folder: redirect', FolderBehavior.REDIRECT, 2],
    ['folder: variation', FolderBehavior.VARIATION, 4],
    ['background: undefined', BackgroundSource.UNDEFINED, -1],
    ['collection: products', CollectionType.PRODUCTS, 13],
    ['collection: album block', CollectionType.ALBUM_BLOCK, 18],
    ['block: form', BlockType.FORM, 9],
    ['block: website component', BlockType.WEBSITE_COMPONENT, 1337],
    ['slice: twitter', SliceType.TWITTER, 19],
    ['role: viewer', UserRole.VIEWER, 10],
    ['role: draft editor', UserRole.DRAFT_EDITOR, 16],
  ])('%s is %i', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the 27 page types the spec lists', () => {
    expect(Object.keys(PageType)).toHaveLength(27);
  });

  it('has 15 user roles without a code 5', () => {
    expect(Object.keys(UserRole)).toHaveLength(15);
    expect(Object.values(UserRole)).not.toContain(5);
  });

  it('lists every currency of the spec, two decimals except JPY', () => {
    expect(Object.keys(CurrencyDecimals)).toHaveLength(27);
    for (const [code, decimals] of Object.entries(CurrencyDecimals)) {
      expect([code, decimals]).toEqual([code, code === 'JPY' ? 0 : 2]);
    }
  });

  it('has the editor draft status labels', () => {
    expect(Object.values(EditorDraftStatus)).toEqual([
      'Draft',
      'Scheduled',
      'Needs Review',
      'Private',
      'Deprecated',
    ]);
  });
});

describe('isEnumValue', () => {
  it.each([
    [RecordType, 12, true],
    [RecordType, 3, false],
    [RecordType, '12', false],
    [FolderBehavior, 1, true],
    [FolderBehavior, undefined, false],
    [EditorDraftStatus, 'Needs Review', true],
    [EditorDraftStatus, 'needs review', false],
  ])('%o has %o: %s', (enumeration, code, expected) => {
    expect(isEnumValue(enumeration, code)).toBe(expected);
  });
});

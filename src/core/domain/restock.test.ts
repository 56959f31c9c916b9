import { describe, expect, it } from 'vitest';
import { product } from './buy-flow-fixtures.test-helper.ts';
import { EMAIL_MAX_LENGTH } from './forms/constants.ts';
import { validateRestockEmail } from './forms/validation.ts';
import { ProductType } from './product.ts';
import {
  isRestockable,
  restockEnabled,
  restockGroupKey,
  restockPayload,
  restockVariantId,
  translationLanguage,
} from './restock.ts';

const INF = Number.POSITIVE_INFINITY;
const sizes = product({
  variantSpecs: [
    { stock: 0, attributes: { Size: 'S' } },
    { stock: 3, attributes: { Size: 'M' } },
  ],
});

describe('restockEmailError (spec 5)', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['   ', 'Email cannot be blank'],
    ['ada', 'Email is invalid'],
    ['ada@', 'Email is invalid'],
    ['ada@example', 'Email is invalid'],
    ['ada lovelace@example.com', 'Email is invalid'],
    ['ada@@example.com', 'Email is invalid'],
    [`${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`, 'Email is invalid'],
    ['ada@example.com', undefined],
    ['  ada@example.co.uk ', undefined],
  ])('%j -> %s', (email, expected) => {
    expect(validateRestockEmail(email)).toBe(expected);
  });
});

describe('restockEnabled: restockNotificationViews lists the views (or "all")', () => {
  it.each([
    [undefined, 'product-detail', false],
    [{}, 'product-detail', false],
    [{ restockNotificationViews: [] }, 'product-detail', false],
    [{ restockNotificationViews: ['all'] }, 'quick-view', true],
    [{ restockNotificationViews: ['product-detail'] }, 'product-detail', true],
    [{ restockNotificationViews: ['product-detail'] }, 'quick-view', false],
    [{ restockNotificationViews: [42, { view: 'all' }] }, 'product-detail', false],
  ] as const)('%j in %s -> %s', (merch, view, expected) => {
    expect(restockEnabled(merch as never, view)).toBe(expected);
  });
});

describe('isRestockable', () => {
  it('follows the chosen variant', () => {
    expect(isRestockable(sizes, sizes.variants[0])).toBe(true);
    expect(isRestockable(sizes, sizes.variants[1])).toBe(false);
  });
  it('without a choice, only when the whole product is sold out', () => {
    expect(isRestockable(sizes, undefined)).toBe(false);
    expect(isRestockable(product({ variantSpecs: [{ stock: 0 }, { stock: 0 }] }), undefined)).toBe(true);
  });
  it('never for unlimited, digital or gift card products', () => {
    expect(isRestockable(product({ variantSpecs: [{ stock: INF }] }), undefined)).toBe(false);
    for (const type of [ProductType.DIGITAL, ProductType.GIFT_CARD]) {
      const item = product({ type, variantSpecs: [{ stock: 0 }] });
      expect(isRestockable(item, item.variants[0])).toBe(false);
    }
  });
  it('service products can be waited for', () => {
    const item = product({ type: ProductType.SERVICE, variantSpecs: [{ stock: 0 }] });
    expect(isRestockable(item, item.variants[0])).toBe(true);
  });
});

describe('restockPayload (spec 3)', () => {
  it('names the product, the chosen variant, the trimmed email and the captcha token', () => {
    expect(
      restockPayload({
        product: sizes,
        variant: sizes.variants[0],
        email: ' ada@example.com ',
        joinMailingList: true,
        captchaToken: 'tok',
        language: undefined,
      }),
    ).toEqual({
      isJoinMailingList: true,
      productId: 'p1',
      siteVisitorEmail: 'ada@example.com',
      variantId: 'v1',
      recaptchaEnterpriseV3Token: 'tok',
    });
  });
  it('adds the language when a translation tool is present; null token and variant when none', () => {
    const soldOut = product({ variantSpecs: [{ stock: 0 }, { stock: 0 }] });
    expect(
      restockPayload({
        product: soldOut,
        variant: undefined,
        email: 'a@b.co',
        joinMailingList: false,
        captchaToken: undefined,
        language: 'fr-FR',
      }),
    ).toEqual({
      isJoinMailingList: false,
      productId: 'p1',
      siteVisitorEmail: 'a@b.co',
      variantId: null,
      recaptchaEnterpriseV3Token: null,
      language: 'fr-FR',
    });
  });
  it('a single-variant product signs up for that variant without a choice', () => {
    const single = product({ variantSpecs: [{ stock: 0 }] });
    expect(restockVariantId(single, undefined)).toBe('v1');
  });
  it('groups are keyed by product and variant', () => {
    expect(restockGroupKey({ productId: 'p', variantId: 'v' })).toBe('p|v');
    expect(restockGroupKey({ productId: 'p', variantId: null })).toBe('p|');
  });
});

describe('translationLanguage (page context translation.language)', () => {
  it.each([
    [{}, undefined],
    [{ translation: null }, undefined],
    [{ translation: { language: '' } }, undefined],
    [{ translation: { language: 7 } }, undefined],
    [{ translation: { language: ' fr-FR ' } }, 'fr-FR'],
  ])('%j -> %s', (context, expected) => {
    expect(translationLanguage(context)).toBe(expected);
  });
});

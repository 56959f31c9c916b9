import { describe, expect, it } from 'vitest';
import { setupMockPlatform } from '../node.ts';

const { model } = setupMockPlatform();

async function subscribe(body: Record<string, unknown>) {
  return fetch('http://localhost:3000/api/3/commerce/cart/subscription', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const coffee = {
  itemId: 'site-us-coffee-club',
  sku: 'COFFEECLUB-1',
  qty: 1,
  additionalFields: null,
};

describe('mock subscription handler', () => {
  it('answers a subscribable product with data.cartToken', async () => {
    const response = await subscribe({
      ...coffee,
      subscriptionOptionId: 'site-us-coffee-club-plan',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.cartToken).toMatch(/^sub-\d+-site-us-coffee-club$/);
  });

  it.each([
    [
      'a product that is not a subscription',
      { ...coffee, itemId: 'site-us-stoneware-mug', sku: 'STONEWAREMUG-1' },
      400,
    ],
    ['an unknown product', { ...coffee, itemId: 'nope' }, 404],
    ['a fractional quantity', { ...coffee, qty: 1.5 }, 400],
    ['an unknown plan', { ...coffee, subscriptionOptionId: 'other' }, 400],
  ])('refuses %s', async (_name, body, status) => {
    expect((await subscribe(body)).status).toBe(status);
  });

  it.each([
    ['rate-limit', 429],
    ['server-error', 500],
    ['csrf-expired', 403],
  ] as const)('scenario %s answers %i', async (scenario, status) => {
    model.scenario = scenario;
    expect((await subscribe(coffee)).status).toBe(status);
  });
});

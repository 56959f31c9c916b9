// The mock platform's back-in-stock sign-ups. The main shop starts with thousands of seeded
// sign-ups across many product/variant groups (generated, never stored, so the saved demo state
// stays small); sign-ups shoppers make are stored. Sending a group clears it and logs the send.
import type { ProductItemInput } from '../src/core/domain/product-schema.ts';
import type { Shop } from './fixtures/shops.ts';

interface MockSignUp {
  readonly id: string;
  readonly websiteId: string;
  readonly productId: string;
  readonly variantId: string | null;
  readonly email: string;
  readonly isJoinMailingList: boolean;
  readonly language?: string;
  readonly created: number;
}

export interface RestockState {
  /** Sign-ups shoppers made. */
  added: MockSignUp[];
  /** Group keys whose seeded sign-ups were sent (and so cleared). */
  clearedSeed: string[];
  /** Every send, newest last: group key, how many were notified, when. */
  sent: { group: string; notified: number; at: number }[];
  nextId: number;
}

interface MockSignUpGroup {
  readonly productId: string;
  readonly variantId: string | null;
  readonly productName: string;
  readonly variantName: string | null;
  readonly count: number;
}

/** Pages as the mock platform serves them (the platform's own choice). */
export const RESTOCK_GROUPS_PAGE_SIZE = 10;
export const RESTOCK_SIGN_UPS_PAGE_SIZE = 50;
/** The seeded website and the group that gets most sign-ups (1,200 of them: 24 pages, all fetched). */
const SEEDED_WEBSITE = 'site-us';
export const BUSIEST_GROUP_SIGN_UPS = 1200;
const SEED_CREATED = Date.UTC(2025, 0, 15, 12, 0, 0);

const groupKey = (productId: string, variantId: string | null) => `${productId}|${variantId ?? ''}`;

/** A small deterministic PRNG (mulberry32), so every run seeds the same sign-ups. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Products = ReadonlyMap<string, { item: ProductItemInput; shop: Shop }>;

function seed(products: Products): MockSignUp[] {
  const next = random(42);
  const out: MockSignUp[] = [];
  let n = 0;
  for (const { item, shop } of products.values()) {
    if (shop.websiteId !== SEEDED_WEBSITE) continue;
    const variants = (item.variants ?? []).slice(0, 3);
    variants.forEach((variant, index) => {
      const busiest = item.id === 'site-us-linen-tee' && index === 0;
      const count = busiest ? BUSIEST_GROUP_SIGN_UPS : Math.floor(next() * 60) + 1;
      for (let i = 0; i < count; i++) {
        n += 1;
        out.push({
          id: `seed-${n}`,
          websiteId: shop.websiteId,
          productId: item.id,
          variantId: variant.id ?? null,
          email: `shopper${n}@example.com`,
          isJoinMailingList: next() < 0.4,
          created: SEED_CREATED - n * 60_000,
        });
      }
    });
  }
  return out;
}

export class RestockBook {
  private seeded: MockSignUp[] | undefined;

  static emptyState(): RestockState {
    return { added: [], clearedSeed: [], sent: [], nextId: 1 };
  }

  constructor(
    private readonly products: Products,
    private readonly state: () => RestockState,
    private readonly changed: () => void,
  ) {}

  private all(): MockSignUp[] {
    this.seeded ??= seed(this.products);
    const { added, clearedSeed } = this.state();
    const cleared = new Set(clearedSeed);
    return [
      ...this.seeded.filter((signUp) => !cleared.has(groupKey(signUp.productId, signUp.variantId))),
      ...added,
    ];
  }

  add(input: Omit<MockSignUp, 'id' | 'created'>): MockSignUp {
    const state = this.state();
    const existing = state.added.find(
      (signUp) =>
        signUp.email === input.email &&
        signUp.productId === input.productId &&
        signUp.variantId === input.variantId,
    );
    if (existing) return existing;
    const signUp: MockSignUp = { ...input, id: `signup-${state.nextId++}`, created: Date.now() };
    state.added.push(signUp);
    this.changed();
    return signUp;
  }

  signUps(productId: string, variantId: string | null, websiteId?: string): MockSignUp[] {
    // Newest first, as an owner reads a list of sign-ups.
    return this.all()
      .filter(
        (signUp) =>
          signUp.productId === productId &&
          signUp.variantId === variantId &&
          (websiteId === undefined || signUp.websiteId === websiteId),
      )
      .sort((a, b) => b.created - a.created);
  }

  /** Groups of a website, most sign-ups first (then by product and variant, for stable pages). */
  groups(websiteId: string): MockSignUpGroup[] {
    const counts = new Map<string, { productId: string; variantId: string | null; count: number }>();
    for (const signUp of this.all()) {
      if (signUp.websiteId !== websiteId) continue;
      const key = groupKey(signUp.productId, signUp.variantId);
      const group = counts.get(key) ?? { productId: signUp.productId, variantId: signUp.variantId, count: 0 };
      group.count += 1;
      counts.set(key, group);
    }
    return [...counts.values()]
      .map((group) => {
        const item = this.products.get(group.productId)?.item;
        const variant = item?.variants?.find((candidate) => candidate.id === group.variantId);
        const values = Object.values(variant?.attributes ?? {});
        return {
          ...group,
          productName: item?.title ?? group.productId,
          variantName: values.length > 0 ? values.join(' / ') : null,
        };
      })
      .sort(
        (a, b) =>
          b.count - a.count ||
          groupKey(a.productId, a.variantId).localeCompare(groupKey(b.productId, b.variantId)),
      );
  }

  /** Notifies a group's shoppers: the group is cleared; returns how many were notified. */
  send(websiteId: string, productId: string, variantId: string | null): number {
    const key = groupKey(productId, variantId);
    const notified = this.signUps(productId, variantId, websiteId).length;
    const state = this.state();
    if (!state.clearedSeed.includes(key)) state.clearedSeed.push(key);
    state.added = state.added.filter(
      (signUp) =>
        !(signUp.websiteId === websiteId && signUp.productId === productId && signUp.variantId === variantId),
    );
    state.sent.push({ group: key, notified, at: Date.now() });
    this.changed();
    return notified;
  }

  /** The sign-ups shoppers made (not the seed), oldest first. */
  shopperSignUps(): readonly MockSignUp[] {
    return this.state().added;
  }

  sentLog(): readonly { group: string; notified: number; at: number }[] {
    return this.state().sent;
  }
}

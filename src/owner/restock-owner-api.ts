// The owner's back-in-stock calls (spec 7): sign-up groups and sign-ups, a page at a time
// (hasNextPage, nextPageCursor), and sending notifications for one group or many.
import type { KyInstance } from 'ky';
import { z } from '../core/domain/zod.ts';
import {
  RESTOCK_GROUPS_PATH,
  RESTOCK_PATH,
  RESTOCK_SEND_ALL_PATH,
  RESTOCK_SEND_PATH,
} from '../core/platform/paths.ts';

const nullableString = z.optional(z.nullable(z.string()));

const SignUpGroupSchema = z.looseObject({
  productId: z.string(),
  variantId: nullableString,
  productName: nullableString,
  variantName: nullableString,
  /** Sign-ups in the group; platforms that omit it report 0. */
  count: z._default(z.number(), 0),
});
export type SignUpGroupInput = z.infer<typeof SignUpGroupSchema>;

const SignUpSchema = z.looseObject({
  id: z.optional(z.union([z.string(), z.number()])),
  siteVisitorEmail: nullableString,
  email: nullableString,
  isJoinMailingList: z.optional(z.boolean()),
  created: z.optional(z.union([z.number(), z.string()])),
  language: nullableString,
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

const paging = {
  hasNextPage: z._default(z.boolean(), false),
  nextPageCursor: nullableString,
};
const GroupsPageSchema = z.looseObject({
  signUpGroups: z._default(z.array(SignUpGroupSchema), []),
  ...paging,
});
const SignUpsPageSchema = z.looseObject({ signUps: z._default(z.array(SignUpSchema), []), ...paging });

export interface Page<T> {
  readonly items: readonly T[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | undefined;
}

function toPage<T>(
  items: readonly T[],
  parsed: { hasNextPage: boolean; nextPageCursor?: string | null | undefined },
): Page<T> {
  // A page that claims more but gives no cursor would loop forever: treat it as the last.
  const cursor = parsed.nextPageCursor ?? undefined;
  return { items, hasNextPage: parsed.hasNextPage && cursor !== undefined, nextPageCursor: cursor };
}

/** GET …/restock/groups?cursor= */
export async function fetchSignUpGroups(http: KyInstance, cursor?: string): Promise<Page<SignUpGroupInput>> {
  const body = await http.get(RESTOCK_GROUPS_PATH, { searchParams: cursor ? { cursor } : {} }).json();
  const parsed = GroupsPageSchema.parse(body);
  return toPage(parsed.signUpGroups, parsed);
}

export interface GroupRef {
  readonly productId: string;
  readonly variantId: string | null;
}

/** GET …/restock?productId=&variantId=&cursor= */
export async function fetchSignUps(
  http: KyInstance,
  group: GroupRef,
  cursor?: string,
): Promise<Page<SignUpInput>> {
  const searchParams: Record<string, string> = { productId: group.productId };
  if (group.variantId) searchParams.variantId = group.variantId;
  if (cursor) searchParams.cursor = cursor;
  const parsed = SignUpsPageSchema.parse(await http.get(RESTOCK_PATH, { searchParams }).json());
  return toPage(parsed.signUps, parsed);
}

/** POST …/restock/send for one product/variant. */
export async function sendRestockNotification(http: KyInstance, group: GroupRef): Promise<void> {
  await http.post(RESTOCK_SEND_PATH, { json: { productId: group.productId, variantId: group.variantId } });
}

/** POST …/restock/send/all with `sendRequests`. */
export async function sendAllRestockNotifications(
  http: KyInstance,
  groups: readonly GroupRef[],
): Promise<void> {
  await http.post(RESTOCK_SEND_ALL_PATH, {
    json: {
      sendRequests: groups.map((group) => ({ productId: group.productId, variantId: group.variantId })),
    },
  });
}

// The v2 tracker as the rest of analytics sees it: built on first use (its collector comes from
// the bootstrap config, which is read in the idle task), and fire and forget (a failed send or
// validation never reaches the caller). Commerce events each send their v2 twin through it.
import { CHECKOUT_PATH } from '../domain/buy-flow-constants.ts';
import type { V2Environment, V2Tracker } from './v2-events.ts';

export function lazyV2Tracker(create: () => V2Tracker): V2Tracker {
  let tracker: V2Tracker | undefined;
  const v2 = (): V2Tracker => {
    tracker ??= create();
    return tracker;
  };
  return {
    content: (input) => v2().content(input),
    track: async (input) => {
      try {
        await v2().track(input);
      } catch {
        // Fire and forget.
      }
    },
    validate: async (input) => {
      try {
        return await v2().validate(input);
      } catch {
        return undefined;
      }
    },
  };
}

const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Each commerce event's v2 twin (its object the item, cart or order); in dev each is validated too.
 * Its destination is the page it happened on, except an express-checkout add, which sends the
 * shopper to checkout (spec 2).
 */
export function commerceV2Twin(v2: V2Tracker, environment: () => V2Environment) {
  return (name: string, data: Record<string, unknown>): void => {
    const input = {
      schemaName: name,
      destinationUrl:
        data.expressCheckout === true ? new URL(CHECKOUT_PATH, location.origin).href : undefined,
      objectIdentifier:
        idOf(data.itemId) ?? idOf(data.cartId) ?? idOf((data.order as { id?: unknown } | undefined)?.id),
      fields: data,
    };
    void v2.track(input);
    if (environment() === 'dev') void v2.validate(input);
  };
}

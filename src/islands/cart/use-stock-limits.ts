// A line's stock, learned when the platform refuses its quantity as more than it has (409): a
// fresh stock read says how many are left; the line then takes them all, says how many at the
// line (not at the top of the cart), and its + stops there. When the read fails (or the
// platform refuses that too), the line says the platform's own words instead.
import { useRef, useState } from 'react';
import { own } from '../../core/base/own.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { failureWords } from '../../core/domain/failure-words.ts';
import { isMappedFailure } from '../../core/domain/mapped-failure.ts';
import type { Services } from '../../core/store/services.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import type { CartStrings } from './use-cart-strings.ts';

/** The platform's status for 'Sorry, we do not have enough of that item available.' */
const NOT_ENOUGH_STOCK = 409;

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

export interface StockLimits {
  /** Units left by entry id, for the lines whose stock a refusal made the page read. */
  readonly limits: Readonly<Record<string, number>>;
  /** What a line says about its stock ('' when nothing). */
  noteFor(entryId: string): string;
  /** Takes a refused quantity change; false when the refusal is not about stock. */
  refused(entry: CartEntry, error: unknown): boolean;
  /** A new change on the line: a refusal's words no longer apply (a known stock still does). */
  clear(entryId: string): void;
}

export function useStockLimits(
  services: Services,
  strings: CartStrings,
  changeQuantity: (entry: CartEntry, quantity: number) => Promise<void>,
): StockLimits {
  const [limits, setLimits] = useState<Readonly<Record<string, number>>>({});
  const [refusals, setRefusals] = useState<Readonly<Record<string, string>>>({});
  /** Lines whose quantity was just set to every unit left. */
  const adjusting = useRef(new Set<string>());
  const sayRefused = (entryId: string, words: string) =>
    setRefusals((current) => ({ ...current, [entryId]: words }));

  const refused = (entry: CartEntry, error: unknown): boolean => {
    if (!isMappedFailure(error) || error.status !== NOT_ENOUGH_STOCK) return false;
    const words = failureWords(error, { doing: 'cart', unexpected: strings.tryAgain });
    const sku = entry.chosenVariant?.sku;
    if (sku === undefined) {
      sayRefused(entry.id, words);
      return true;
    }
    // The change that took every unit left was refused too: the read was wrong, so no third try.
    if (adjusting.current.delete(entry.id)) {
      setLimits((current) => without(current, entry.id));
      sayRefused(entry.id, words);
      return true;
    }
    void services.liveStock.unitsOf(entry.itemId, sku).then((left) => {
      const line = services.cart.getState().confirmed.entries.find((candidate) => candidate.id === entry.id);
      // What is left is beyond what carts hold (the platform takes stock as a cart takes it), so
      // the line can have what it holds and what is left.
      const most = line && left !== undefined ? line.quantity + left : Number.NaN;
      if (!line || !Number.isFinite(most)) {
        sayRefused(entry.id, words);
        return;
      }
      setLimits((current) => ({ ...current, [entry.id]: most }));
      // The box went back to what the cart holds; it takes every unit left when that is more.
      if (line.quantity < most) {
        adjusting.current.add(entry.id);
        void changeQuantity(line, most).finally(() => adjusting.current.delete(entry.id));
      }
    });
    return true;
  };

  return {
    limits,
    noteFor: (entryId) => {
      const units = own(limits, entryId);
      return units === undefined
        ? (own(refusals, entryId) ?? '')
        : fillTemplate(strings.cartOnlyLeft, { quantity: units });
    },
    refused,
    clear: (entryId) => setRefusals((current) => without(current, entryId)),
  };
}

// The cart page's changes (a quantity, a removal, an entry's form answers, checkout) and what
// they say: a polite announcement when one lands, an alert when one fails (at the line when the
// platform has too few: use-stock-limits.ts), and a refused checkout for screen readers. Quantity changes show at once in the store and roll back there
// when the platform refuses; this hook only words the outcome.
import { useState } from 'react';
import { CHECKOUT_PATH } from '../../core/domain/buy-flow-constants.ts';
import { checkMinimumOrder } from '../../core/domain/cart-rules.ts';
import type { CartEntry } from '../../core/domain/cart-schema.ts';
import { failureWords } from '../../core/domain/failure-words.ts';
import type { Money } from '../../core/domain/money.ts';
import type { Services } from '../../core/store/services.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { customFormChunk } from '../shared/custom-form/custom-form-chunk.ts';
import type { CartStrings } from './use-cart-strings.ts';
import { type StockLimits, useStockLimits } from './use-stock-limits.ts';

interface CartFailure {
  readonly title: string;
  readonly message: string;
}

/** What the page's live regions say. */
export interface CartMessages {
  readonly announcement: string;
  readonly failure: CartFailure | undefined;
  /** Why checkout was refused, said again to screen readers (the page already shows it). */
  readonly refusal: string | undefined;
}

// The custom form dialog (form kit, overlay) is its own chunk: only a cart with answers to edit
// fetches it, and only when Edit is pressed.
const loadCustomForm = () =>
  customFormChunk.load().catch((error: unknown) => {
    console.error('[Storefront] cart: the custom form chunk failed to load', error);
    throw error;
  });

export function entryName(entry: CartEntry): string {
  return entry.title || entry.itemId;
}

/** Checkout, unless the cart is under the minimum order: then why (`refusal`). */
function useCheckout(services: Services, strings: CartStrings, minimum: Money | undefined) {
  const store = services.cart;
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const checkout = async () => {
    setRefusal(undefined);
    // Changes still on their way go first, so checkout sees the cart the shopper sees.
    await store.getState().whenAnswered();
    const { subtotalCents } = store.getState().cart;
    const check = checkMinimumOrder(subtotalCents, services.currency, minimum, strings, services.locale);
    if (!check.ok) setRefusal(check.message);
    else services.navigate(CHECKOUT_PATH);
  };
  return { refusal, setRefusal, checkout };
}

/**
 * The page's changes, and what its live regions say about them (`CartMessages`). `onRemoved`
 * runs once a line is gone (its button went with it).
 */
export function useCartChanges(
  services: Services,
  strings: CartStrings,
  minimum: Money | undefined,
  onRemoved: () => void,
) {
  const store = services.cart;
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<CartFailure | undefined>(undefined);
  const { refusal, setRefusal, checkout } = useCheckout(services, strings, minimum);
  /** A new change starts: neither the last failure nor a refused checkout applies to it. */
  const begin = () => {
    setFailure(undefined);
    setRefusal(undefined);
  };
  /** A change fails with this title; the body says why, in the shopper's words. */
  const failWith = (title: string) => (error: unknown) =>
    setFailure({
      title,
      message: failureWords(error, { doing: 'cart', unexpected: strings.tryAgain, title }),
    });

  // After a stock refusal the hook sets the line to every unit left through changeQuantity.
  const stock: StockLimits = useStockLimits(services, strings, (entry, quantity) =>
    changeQuantity(entry, quantity),
  );
  const changeQuantity = (entry: CartEntry, quantity: number): Promise<void> => {
    begin();
    stock.clear(entry.id);
    return store
      .getState()
      .updateQuantity(entry.id, quantity)
      .then((next) => {
        const current = next.entries.find((candidate) => candidate.id === entry.id);
        if (current)
          setAnnouncement(
            fillTemplate(strings.cartQuantityChanged, {
              productName: entryName(entry),
              quantity: current.quantity,
            }),
          );
      })
      .catch((error: unknown) => {
        // Not enough in stock is said at the line, with how many are left.
        if (!stock.refused(entry, error)) failWith(strings.unableToUpdateQuantity)(error);
      });
  };

  // A set-aside entry is known only by its id (and maybe its title): removed like any other.
  const removeEntry = (entryId: string, productName: string) => {
    begin();
    store
      .getState()
      .remove(entryId)
      .then(() => {
        setAnnouncement(fillTemplate(strings.cartRemoved, { productName }));
        onRemoved();
      })
      .catch(failWith(strings.unableToRemoveItem));
  };

  const editAnswers = (entry: CartEntry, formId: string) => {
    begin();
    const productName = entryName(entry);
    loadCustomForm()
      .then(({ editCartEntryForm }) => editCartEntryForm(services, { entry, formId, productName }))
      .then((updated) => {
        if (updated) setAnnouncement(fillTemplate(strings.cartAnswersUpdated, { productName }));
      })
      .catch((error: unknown) => {
        const title = strings.unableToOpenForm;
        setFailure({
          title,
          message: failureWords(error, { doing: 'cart', unexpected: strings.tryAgain, title }),
        });
      });
  };

  return { announcement, failure, refusal, stock, changeQuantity, removeEntry, editAnswers, checkout };
}

// The add-to-cart state machine (spec 4): idle -> 'Adding…' -> 'Added!' (about 1 s after the
// click, cleared 2 s later); failure back to idle after 1 s; 'Select Option' for 2 s when an
// option is missing. Every path ends in idle, so the button can never stay stuck.
import Cookies from 'js-cookie';
import { useEffect, useRef, useState } from 'react';
import type { AddToCartEventDetail } from '../../src/domain/add-to-cart-event.ts';
import {
  type AddToCartErrorType,
  addToCartErrorTitle,
  addToCartLabel,
  checkAddToCart,
} from '../../src/domain/add-to-cart-rules.ts';
import {
  ADDED_CLEAR_MS,
  ADDED_DELAY_MS,
  EXPRESS_CHECKOUT_PATH,
  FAILURE_RESET_MS,
  SELECT_OPTION_MS,
} from '../../src/domain/buy-flow-constants.ts';
import { quantityInCart } from '../../src/domain/cart-schema.ts';
import { giftCardCheckoutUrl, subscribeCheckoutUrl } from '../../src/domain/checkout-urls.ts';
import { CART_COOKIE } from '../../src/domain/cookies.ts';
import { ProductType } from '../../src/domain/product.ts';
import { isVariantInStock } from '../../src/domain/product-rules.ts';
import { fillTemplate } from '../../src/domain/strings.ts';
import { missingOptions } from '../../src/domain/variant-selection.ts';
import { toPlatformError } from '../../src/platform/errors.ts';
import { startSubscription } from '../../src/platform/subscription-api.ts';
import { afterNextPaint } from '../shared/after-paint.ts';
import { useServices } from '../shared/island-context.tsx';
import { useSelection } from '../variant-select/use-selection.ts';
import { failureMessage } from './failure-message.ts';
import { useTimers } from './use-timers.ts';

export type AddPhase = 'idle' | 'adding' | 'added' | 'select-option';

export interface AddFailure {
  readonly title: string;
  readonly message: string;
}

class FlowFailure extends Error {
  constructor(
    readonly type: AddToCartErrorType,
    message: string,
  ) {
    super(message);
  }
}

export function useAddToCart(options: { isQuickView: boolean }) {
  const services = useServices();
  const { strings, context } = services;
  const settings = context.websiteSettings.storeSettings;
  const { store, product, selected, variant } = useSelection();
  const later = useTimers();
  const [phase, setPhaseState] = useState<AddPhase>('idle');
  // The ref answers "busy?" at once, before React re-renders, so a double click adds once.
  const phaseRef = useRef<AddPhase>('idle');
  const [failure, setFailure] = useState<AddFailure | undefined>(undefined);
  const [added, setAdded] = useState<{ readonly message: string; readonly key: number } | undefined>(
    undefined,
  );

  const setPhase = (next: AddPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };

  // A new choice makes an old error stale; the choice itself is never touched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on purpose whenever the choice changes
  useEffect(() => setFailure(undefined), [selected]);

  const label = addToCartLabel(product, settings, strings);
  const soldOut = !isVariantInStock(product, variant);
  const title = addToCartErrorTitle(product, settings.expressCheckout, strings);

  const fail = (type: AddToCartErrorType, message: string) => {
    setFailure({ title, message });
    services.emit('add-to-cart-error', {
      errorType: type,
      message,
      productId: product.id,
    });
  };

  async function run(checked: { variantSku: string; quantity: number }, startedAt: number) {
    try {
      if (product.type === ProductType.GIFT_CARD) {
        services.navigate(giftCardCheckoutUrl(context.website.id, product.id, checked.variantSku), {
          topWindow: true,
        });
      } else if (product.subscribable) {
        let cartToken: string;
        try {
          cartToken = await startSubscription(
            services.http,
            {
              itemId: product.id,
              sku: checked.variantSku,
              qty: checked.quantity,
              subscriptionOptionId: product.subscriptionOptionIds[0],
            },
            strings,
          );
        } catch (error) {
          throw new FlowFailure('SUB_API_FAILURE', failureMessage(await toPlatformError(error, strings)));
        }
        services.navigate(subscribeCheckoutUrl(cartToken));
      } else {
        try {
          await services.cart.getState().add({
            itemId: product.id,
            sku: checked.variantSku,
            quantity: checked.quantity,
          });
        } catch (error) {
          throw new FlowFailure('API_FAILURE', failureMessage(await toPlatformError(error, strings)));
        }
        if (settings.expressCheckout) {
          if (!Cookies.get(CART_COOKIE))
            throw new FlowFailure('EXPRESS_CHECKOUT_FAILURE', strings.expressCheckoutNoCookie);
          services.navigate(EXPRESS_CHECKOUT_PATH);
        }
      }
    } catch (error) {
      const flow = error instanceof FlowFailure ? error : new FlowFailure('API_FAILURE', strings.tryAgain);
      fail(flow.type, flow.message);
      later(FAILURE_RESET_MS, () => setPhase('idle'));
      return;
    }
    // Shown no sooner than about 1 s after the click, however fast the platform answered.
    later(Math.max(0, ADDED_DELAY_MS - (Date.now() - startedAt)), () => {
      setPhase('added');
      const leaving =
        product.type === ProductType.GIFT_CARD || product.subscribable || settings.expressCheckout;
      if (!leaving)
        setAdded({
          message: fillTemplate(strings.addedPopover, {
            productName: product.name,
          }),
          key: Date.now(),
        });
      later(ADDED_CLEAR_MS, () => setPhase('idle'));
    });
  }

  const onClick = () => {
    if (phaseRef.current !== 'idle' || soldOut) return;
    setFailure(undefined);
    const { selected: chosen, quantityText } = store.getState();
    const cart = services.cart.getState().cart;
    const check = checkAddToCart({
      product,
      selected: chosen,
      quantityText,
      inCart: (v) => quantityInCart(cart, product.id, v.sku),
      strings,
    });
    const detail: AddToCartEventDetail = {
      pageType: context.pageType,
      product,
      quantity: check.ok ? check.quantity : Number(quantityText),
      selectedVariant: check.ok ? check.variant : variant,
      unselectedVariantOptions: missingOptions(product, chosen),
      isInStock: isVariantInStock(product, variant),
      expressCheckout: settings.expressCheckout,
      addToCartText: label,
      subscriptionId: product.subscriptionOptionIds[0],
      isQuickView: options.isQuickView,
      collection: context.collection,
    };
    if (!check.ok) {
      fail(check.type, check.message);
      if (check.type === 'NO_VARIANT_SELECTED') {
        setPhase('select-option');
        later(SELECT_OPTION_MS, () => setPhase('idle'));
      }
      afterNextPaint(() => services.emit('add-to-cart', detail));
      return;
    }
    // 'Adding…' is committed at the end of this click; listeners of the event (analytics) and
    // the request itself wait for the frame that shows it.
    setPhase('adding');
    const startedAt = Date.now();
    afterNextPaint(() => {
      services.emit('add-to-cart', detail);
      void run({ variantSku: check.variant.sku, quantity: check.quantity }, startedAt);
    });
  };

  return {
    phase,
    label,
    soldOut,
    failure,
    added,
    closeAdded: () => setAdded(undefined),
    onClick,
  };
}

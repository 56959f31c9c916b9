// The add-to-cart button's phases (spec 4): idle -> 'Adding…' -> 'Added!' (about 1 s after the
// click, cleared 2 s later); failure back to idle after 1 s; 'Select Option' for 2 s when an
// option is missing. What an add does is the purchase command's job (src/core/store/purchase.ts);
// this hook only owns the button's phases and timers, and every path ends in idle.
import { useEffect, useRef, useState } from 'react';
import { addToCartLabel } from '../../core/domain/add-to-cart-rules.ts';
import {
  ADDED_CLEAR_MS,
  ADDED_DELAY_MS,
  FAILURE_RESET_MS,
  SELECT_OPTION_MS,
} from '../../core/domain/buy-flow-constants.ts';
import { formatMoney, money } from '../../core/domain/money.ts';
import { isVariantInStock } from '../../core/domain/product-rules.ts';
import type { PurchaseResult } from '../../core/store/purchase.ts';
import type { Services } from '../../core/store/services.ts';
import { afterNextPaint } from '../shared/after-paint.ts';
import { useServices } from '../shared/island-context.tsx';
import { useLiveStock } from '../shared/use-live-stock.ts';
import { useSelection } from '../shared/use-selection.ts';
import { useTimers } from '../shared/use-timers.ts';
import { useCustomFormCollector } from './use-custom-form.ts';

/** 'form': the product's custom form is open; the button keeps its words until it is saved. */
export type AddPhase = 'idle' | 'form' | 'adding' | 'added' | 'select-option';

/** What the added popover shows: the spec's sentence, then the item and the cart's new subtotal. */
export interface AddedItem {
  readonly key: number;
  readonly message: string;
  readonly imageUrl: string | undefined;
  /** The chosen values ('M / Oat'); empty for a product without options. */
  readonly variantText: string;
  readonly quantity: number;
  readonly subtotal: string;
}

interface AddFailure {
  readonly title: string;
  readonly message: string;
}

/** The button's phase; the ref answers "busy?" at once, before React re-renders, so a double click adds once. */
function usePhase() {
  const [phase, setPhaseState] = useState<AddPhase>('idle');
  const phaseRef = useRef<AddPhase>('idle');
  const setPhase = (next: AddPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };
  return { phase, phaseRef, setPhase };
}

/** What the 'added' confirmation shows. */
function addedItem(
  result: Extract<PurchaseResult, { status: 'added' }>,
  imageUrl: AddedItem['imageUrl'],
  services: Pick<Services, 'currency' | 'locale'>,
): AddedItem {
  return {
    key: Date.now(),
    message: result.message,
    imageUrl,
    variantText: Object.values(result.variant.attributes).join(' / '),
    quantity: result.quantity,
    subtotal: formatMoney(money(result.cart.subtotalCents, services.currency), services.locale),
  };
}

export function useAddToCart(options: { isQuickView: boolean }) {
  const services = useServices();
  const { strings, context } = services;
  const { store, product, selected, variant } = useSelection();
  useLiveStock();
  const later = useTimers();
  useCustomFormCollector(services, product.additionalFieldsFormId);
  const { phase, phaseRef, setPhase } = usePhase();
  const [failure, setFailure] = useState<AddFailure | undefined>(undefined);
  const [added, setAdded] = useState<AddedItem | undefined>(undefined);

  // A new choice makes an old error stale; the choice itself is never touched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on purpose whenever the choice changes
  useEffect(() => setFailure(undefined), [selected]);

  const label = addToCartLabel(product, context.websiteSettings.storeSettings, strings);
  const soldOut = !isVariantInStock(product, variant);

  function showOutcome(result: PurchaseResult, startedAt: number) {
    if (result.status === 'failed') {
      setFailure({ title: result.title, message: result.message });
      later(FAILURE_RESET_MS, () => setPhase('idle'));
      return;
    }
    if (result.status === 'cancelled') {
      setPhase('idle');
      return;
    }
    // Shown no sooner than about 1 s after the click, however fast the platform answered.
    later(Math.max(0, ADDED_DELAY_MS - (Date.now() - startedAt)), () => {
      setPhase('added');
      if (result.status === 'added') setAdded(addedItem(result, product.imageUrl, services));
      later(ADDED_CLEAR_MS, () => setPhase('idle'));
    });
  }

  const onClick = () => {
    if (phaseRef.current !== 'idle' || soldOut) return;
    setFailure(undefined);
    const attempt = services.purchase.start(store, options);
    if (attempt.checkFailure) {
      const { title, message, type } = attempt.checkFailure;
      setFailure({ title, message });
      if (type === 'NO_VARIANT_SELECTED') {
        setPhase('select-option');
        later(SELECT_OPTION_MS, () => setPhase('idle'));
      }
      // The event (and the tracked error) follow the frame that shows the message.
      afterNextPaint(() => void attempt.complete());
      return;
    }
    // 'Adding…' is committed at the end of this click; listeners of the event (analytics) and
    // the request itself wait for the frame that shows it. With a custom form the add starts
    // only once the form is saved: until then the button keeps its words.
    const withForm = Boolean(product.additionalFieldsFormId);
    setPhase(withForm ? 'form' : 'adding');
    let startedAt = Date.now();
    const onAdding = () => {
      if (phaseRef.current !== 'form') return;
      startedAt = Date.now();
      setPhase('adding');
    };
    afterNextPaint(() => {
      void attempt.complete(onAdding).then((result) => showOutcome(result, startedAt));
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

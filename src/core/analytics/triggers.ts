// Turns the storefront DOM events analytics tracks into their calls (issue 15):
//   quick-view        -> census RecordQuickView/{productId}
//   overlay-open      -> census overlay { overlayKind, overlayId }
//   form-render       -> census form-render { formId }
//   button-render     -> census button-render { blockId, buttonText, buttonUrl }
//   button-click      -> census button-click (keepalive fetch: the link navigates at once)
//   added-to-cart (an add that landed), view-cart, remove-from-cart, custom-form-open,
//   custom-form-save  -> commerce events (legacy + v2)
//   add-to-cart-error -> the add-to-cart failure event, by error type (add-to-cart-failure.ts)
//   form-submitted    -> the dataLayer only (sign_up, generate_lead)
//   related-product, reviews (a theme's blocks) -> RelatedProduct* and Reviews* commerce events
// Where the owner turned it on, each is also handed to the dataLayer's GA4 events (data-layer.ts),
// which asks the gate for 'data-layer' itself.
// Every one asks the gate first, at the moment it runs, and runs only once the bootstrap config
// has settled (it may switch census off). While the gate says the call only waits for the
// visitor's consent (issue 36), it is held (consent.ts) and asks again when it runs; the
// dataLayer's event is pushed at once (the tag manager applies consent itself).
// Storefront.consent()'s own event is read by consent-wiring.ts, not here.
import type { ButtonEventDetail } from '../contract/storefront-events.ts';
import { onStorefrontEvent } from '../contract/storefront-events.ts';
import type { Census } from './census.ts';
import type { CommerceEvents } from './commerce-events.ts';
import type { DataLayerEvents } from './data-layer.ts';
import type { AnalyticsGate } from './gate.ts';
import { guard } from './safe.ts';
import { ANALYTICS_ONLY_EVENT_NAMES, TRACKED_EVENT_NAMES, type TrackedEvent } from './tracked-events.ts';

interface TriggerOptions {
  readonly gate: AnalyticsGate;
  readonly census: Census;
  readonly commerce: CommerceEvents;
  /** GA4 ecommerce events for the owner's tag manager (none when missing). */
  readonly dataLayer?: Pick<DataLayerEvents, 'handle'>;
  /** Runs `task` once the bootstrap config has settled (at once if it has). */
  readonly afterConfig?: (task: () => void) => void;
  /** Holds a call that waits for the visitor's consent (consent.ts); dropped when missing. */
  readonly hold?: (task: () => void) => void;
}

interface Triggers {
  /** Handles one tracked event (from the DOM or from the browser entry's early buffer). */
  handle(event: TrackedEvent): void;
  /** Listens to every tracked event on `target`; returns the unsubscribe function. */
  listen(target?: EventTarget): () => void;
}

/** The census payload of a button block (the page fields and visitor cookie are added by census). */
function buttonPayload(detail: ButtonEventDetail) {
  return { blockId: detail.blockId, buttonText: detail.text, buttonUrl: detail.href };
}

export function createTriggers(options: TriggerOptions): Triggers {
  const { gate, census, commerce } = options;
  const afterConfig = options.afterConfig ?? ((task: () => void) => task());

  const run = (event: TrackedEvent) => {
    options.dataLayer?.handle(event);
    if (gate.allows('visitor')) send(event);
    else if (gate.waits('visitor')) options.hold?.(() => gate.allows('visitor') && send(event));
  };

  const send = (event: TrackedEvent) => {
    switch (event.name) {
      case 'added-to-cart':
        return commerce.recordAddToCart(event.detail);
      case 'add-to-cart-error':
        return commerce.recordAddToCartFailure(event.detail);
      case 'view-cart':
        return commerce.recordViewCart(event.detail.cart);
      case 'remove-from-cart':
        return commerce.recordRemoveFromCart(event.detail.entry, event.detail.cart);
      case 'custom-form-open':
        return commerce.recordCustomForm('open', event.detail);
      case 'custom-form-save':
        return commerce.recordCustomForm('save', event.detail);
      case 'quick-view':
        if (typeof event.detail.productId === 'string' && event.detail.productId !== '')
          void census.quickView(event.detail.productId);
        return;
      case 'overlay-open':
        void census.overlay({ overlayKind: event.detail.kind, overlayId: event.detail.id });
        return;
      case 'form-submitted':
      case 'consent':
        return;
      case 'related-product':
        return commerce.recordRelatedProduct(event.detail);
      case 'reviews':
        return commerce.recordReviews(event.detail);
      case 'form-render':
        if (typeof event.detail.formId === 'string' && event.detail.formId !== '')
          void census.formRender(event.detail.formId);
        return;
      case 'button-render':
        void census.buttonRender(buttonPayload(event.detail));
        return;
      case 'button-click':
        void census.buttonClick(buttonPayload(event.detail));
        return;
    }
  };

  const handle = guard((event: TrackedEvent) => {
    if (typeof event.detail !== 'object' || event.detail === null) return;
    afterConfig(guard(() => run(event)));
  });

  return {
    handle,
    listen(target = document) {
      const stops = [...TRACKED_EVENT_NAMES, ...ANALYTICS_ONLY_EVENT_NAMES].map((name) =>
        onStorefrontEvent(name, (detail) => handle({ name, detail } as TrackedEvent), target),
      );
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

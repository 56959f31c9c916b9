// The browser API's types for site owners and builders (`import type … from 'storefront'`):
// window.Storefront, every storefront:* DOM event and its detail, the island names and the
// options each island reads (inferred from the island manifest, src/islands/manifest.ts). Types
// only: nothing here ships in the bundle. The type tests (browser.test.ts) keep these in step
// with the runtime.

import type { IslandReport, StorefrontDebugReport } from '../browser/debug.ts';
import type { StorefrontApi } from '../browser/public-api.ts';
// start.ts declares `window.Storefront` (the live API, or the queue before the script loads).
import type { StartOptions } from '../browser/start.ts';
import type {
  ConsentChoice,
  StorefrontEventMap,
  StorefrontEventName,
} from '../core/contract/storefront-events.ts';
import type { AddToCartErrorEventDetail, AddToCartEventDetail } from '../core/domain/add-to-cart-event.ts';
import type { Cart } from '../core/domain/cart-schema.ts';
import type { SiteContext } from '../core/domain/context-schema.ts';
import type { FormDefinition } from '../core/domain/forms/form-schema.ts';
import type { ProductItemInput } from '../core/domain/product-schema.ts';
import type { AddEntryRequest } from '../core/platform/cart-api.ts';
import type { StringKey } from '../core/words/strings.ts';
// The island names and each island's options are inferred from the island manifest.
import type { IslandName, IslandOptions } from '../islands/manifest.ts';

export type {
  AddEntryRequest,
  AddToCartErrorEventDetail,
  AddToCartEventDetail,
  Cart,
  ConsentChoice,
  FormDefinition,
  IslandName,
  IslandOptions,
  IslandReport,
  ProductItemInput,
  SiteContext,
  StartOptions,
  StorefrontApi,
  StorefrontDebugReport,
  StorefrontEventMap,
  StorefrontEventName,
  StringKey,
};

/** `storefront:<name>` DOM events on document, with their typed detail. */
export type StorefrontDomEventMap = {
  [K in StorefrontEventName as `storefront:${K}`]: CustomEvent<StorefrontEventMap[K]>;
};

/** What a page may put in `window.Storefront` before the script loads: queued calls. */
export type StorefrontQueuedCall =
  | {
      [K in StorefrontEventName]: readonly ['on', K, (detail: StorefrontEventMap[K]) => void];
    }[StorefrontEventName]
  | readonly ['mount' | 'unmount', ParentNode?]
  | readonly ['consent', ConsentChoice];

declare global {
  interface DocumentEventMap extends StorefrontDomEventMap {}
}

// The browser API's types for site owners and builders (`import type … from 'storefront'`):
// window.Storefront, every storefront:* DOM event and its detail, the island names and the
// options each island reads. Types only: nothing here ships in the bundle. The type tests
// (browser.test.ts) keep these in step with the runtime.
import type { IslandReport, StorefrontDebugReport } from '../boot/debug.ts';
import type { StorefrontApi } from '../boot/public-api.ts';
// start.ts declares `window.Storefront` (the live API, or the queue before the script loads).
import type { StartOptions } from '../boot/start.ts';
import type { AddToCartErrorEventDetail, AddToCartEventDetail } from '../domain/add-to-cart-event.ts';
import type { Cart } from '../domain/cart-schema.ts';
import type { SiteContext } from '../domain/context-schema.ts';
import type { FormDefinition } from '../domain/forms/form-schema.ts';
import type { ProductItemInput } from '../domain/product-schema.ts';
import type { StringKey } from '../domain/strings.ts';
import type { AddEntryRequest } from '../platform/cart-api.ts';
import type { StorefrontEventMap, StorefrontEventName } from '../store/events.ts';

export type {
  AddEntryRequest,
  AddToCartErrorEventDetail,
  AddToCartEventDetail,
  Cart,
  FormDefinition,
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

type Flag = 'true' | 'false';
/** An island that reads no options. */
type None = { readonly attributes?: Record<string, never> };

/**
 * What each island reads: `attributes` are its data-* attributes by dataset name
 * (`showEmpty` is `data-show-empty`), `json` its `<script type="application/json">` child.
 */
export interface IslandOptions {
  'cart-pill': { readonly attributes?: { readonly showEmpty?: Flag } };
  'product-price': None;
  'variant-select': { readonly attributes?: { readonly display?: 'select' | 'radio' } };
  quantity: None;
  'add-to-cart': { readonly attributes?: { readonly quickView?: Flag } };
  /** A site form: its definition as the JSON child. */
  form: { readonly json: FormDefinition };
  newsletter: {
    readonly attributes: {
      readonly formId: string;
      readonly name?: Flag;
      readonly captcha?: Flag;
      readonly title?: string;
      readonly description?: string;
      readonly buttonText?: string;
      readonly submissionText?: string;
    };
  };
  button: {
    readonly attributes: {
      readonly href: string;
      readonly label: string;
      readonly blockId?: string;
      readonly target?: '_blank';
    };
  };
  'installment-message': None;
  'quick-view': {
    readonly attributes?: { readonly display?: 'select' | 'radio' };
    readonly json?: {
      readonly images?: readonly {
        readonly src: string;
        readonly alt?: string;
        readonly srcSet?: string;
        readonly width?: number;
        readonly height?: number;
      }[];
    };
  };
  cart: None;
  /** The gallery block as the server writes it (design, items and its display settings). */
  lightbox: {
    readonly json: {
      readonly design: 'grid' | 'slideshow' | 'slider' | 'stacked';
      readonly items: readonly {
        readonly src: string;
        readonly alt?: string;
        readonly title?: string;
        readonly caption?: string;
      }[];
      readonly [setting: string]: unknown;
    };
  };
  'audio-player': { readonly attributes: { readonly src: string; readonly title?: string } };
  'restock-form': {
    readonly attributes?: { readonly view?: 'product-detail' | 'quick-view' | 'product-block' };
  };
  scarcity: None;
}

/** Every island name a page may use in `data-storefront="…"`. */
export type IslandName = keyof IslandOptions;

/** `storefront:<name>` DOM events on document, with their typed detail. */
export type StorefrontDomEventMap = {
  [K in StorefrontEventName as `storefront:${K}`]: CustomEvent<StorefrontEventMap[K]>;
};

/** What a page may put in `window.Storefront` before the script loads: queued calls. */
export type StorefrontQueuedCall =
  | {
      [K in StorefrontEventName]: readonly ['on', K, (detail: StorefrontEventMap[K]) => void];
    }[StorefrontEventName]
  | readonly ['mount' | 'unmount', ParentNode?];

declare global {
  interface DocumentEventMap extends StorefrontDomEventMap {}
}

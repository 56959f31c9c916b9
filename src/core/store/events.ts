// What a store is handed to fire the page's events (the event contract itself, names and details,
// is src/core/contract/storefront-events.ts).
import type { AnyEventMap, AnyEventName } from '../contract/storefront-events.ts';

/** Sends one storefront event (services.emit; stores that report their own commands take one). */
export type Emit = <K extends AnyEventName>(name: K, detail: AnyEventMap[K]) => void;

// Islands that load lazily in the browser but that the server half still renders (their
// reserved box), imported statically here because the server never ships to shoppers.
import cart from './cart/index.ts';
import type { Widget } from './shared/contract.ts';

export const serverOnlyWidgets: Readonly<Record<string, Widget>> = { cart };

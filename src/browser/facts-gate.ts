// Holds back a lazy product island while its product's facts say it has nothing to show (issue
// 30): no chunk, no strings, no kit are fetched for a restock form on a product in stock. The
// island's rule (a small chunk shared by the page's gated islands) decides; while it says
// "nothing", the product store is followed (a choice, a live stock read applied to it) and the
// island is let go the moment the rule says otherwise. Live stock is read for a held product at
// once: no island of its own may read it (the runtime itself starts only once the page is idle
// or the shopper acts). A rule that cannot load lets the island go as if it had no rule.
import { ISLAND_ATTRIBUTE, islandAttributes } from '../core/contract/index.ts';
import type { SiteContext } from '../core/domain/context-schema.ts';
import { matchingVariant } from '../core/domain/variant-selection.ts';
import type { ProductStore } from '../core/store/product-store.ts';
import type { Services } from '../core/store/services.ts';
import type { createIslandManager } from './islands.tsx';
import type { FactsRule, IslandFacts, WidgetRegistry } from './registry.ts';

interface FactsGateOptions {
  readonly registry: WidgetRegistry;
  readonly services: Pick<Services, 'context' | 'liveStock'>;
  readonly islands: Pick<ReturnType<typeof createIslandManager>, 'productStoreOf' | 'mount'>;
  /** The rule found something to show in the facts the page was rendered with: go on as usual. */
  readonly proceed: (island: HTMLElement) => void;
}

/** On an island held back while its product has nothing for it to show. */
const HELD_ATTRIBUTE = 'data-storefront-held';

function factsOf(
  store: ProductStore,
  context: SiteContext,
  attributes: IslandFacts['attributes'],
): IslandFacts {
  const { product, selected } = store.getState();
  return { product, selected, variant: matchingVariant(product, selected), context, attributes };
}

export type FactsGate = ReturnType<typeof createFactsGate>;

export function createFactsGate(options: FactsGateOptions) {
  const { registry, services, islands } = options;
  const { context } = services;
  /** The facts changed since the page was rendered and now show something: load and render afresh. */
  const release = (island: HTMLElement) => {
    registry.preload(island.getAttribute(ISLAND_ATTRIBUTE) ?? '');
    void islands.mount(island, { fresh: true });
  };
  /** Held island -> what stops following it (undefined while its rule is still loading). */
  const held = new Map<HTMLElement, (() => void) | undefined>();

  function follow(island: HTMLElement, store: ProductStore, rule: FactsRule) {
    // Read once, before the held mark is set: an island's options never change while it waits.
    const attributes = islandAttributes(island);
    const showsNothing = () => rule.showsNothing(factsOf(store, context, attributes));
    if (!showsNothing()) {
      held.delete(island);
      options.proceed(island);
      return;
    }
    // Marked, so an owner inspecting the page (and the e2e suite) sees why it shows nothing.
    island.setAttribute(HELD_ATTRIBUTE, '');
    const unsubscribe = store.subscribe(() => {
      if (showsNothing()) return;
      stop();
      held.delete(island);
      release(island);
    });
    const stop = () => {
      unsubscribe();
      island.removeAttribute(HELD_ATTRIBUTE);
    };
    held.set(island, stop);
    void services.liveStock.watch(store);
  }

  return {
    /** True when the gate has taken the island (it calls `proceed` or `release` when it may go). */
    hold(island: HTMLElement, name: string): boolean {
      if (held.has(island)) return true;
      const loadRule = registry.factsRule(name);
      const store = loadRule && islands.productStoreOf(island);
      if (!loadRule || !store) return false;
      held.set(island, undefined);
      loadRule().then(
        (rule) => held.has(island) && follow(island, store, rule),
        () => held.delete(island) && options.proceed(island),
      );
      return true;
    },
    /** The island left the page: stop following its product. */
    drop(island: HTMLElement): void {
      held.get(island)?.();
      held.delete(island);
    },
    disconnect(): void {
      for (const stop of held.values()) stop?.();
      held.clear();
    },
  };
}

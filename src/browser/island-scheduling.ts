// What happens to each mount point the page scan or the DOM watcher finds: held back while its
// product's facts say it shows nothing (facts-gate.ts), otherwise its chunk preloaded and its
// hydration scheduled (scheduler.ts) by the island's own `hydrate`, at once for a product whose
// button was pressed before the runtime started (that press is made again once it hydrates).

import { lazy } from '../core/base/lazy.ts';
import { ISLAND_ATTRIBUTE, PRODUCT_SELECTOR } from '../core/contract/index.ts';
import type { Services } from '../core/store/services.ts';
import type { FactsGate } from './facts-gate.ts';
import type { createIslandManager } from './islands.tsx';
import { purchaseIntent } from './purchase-intent.ts';
import type { WidgetRegistry } from './registry.ts';
import { createHydrationScheduler } from './scheduler.ts';

const factsGate = lazy(() => import('./facts-gate.ts'), 'facts-gate');

interface IslandSchedulingOptions {
  readonly services: Services;
  readonly registry: WidgetRegistry;
  readonly islands: ReturnType<typeof createIslandManager>;
  /** Island buttons pressed before the runtime started. */
  readonly pressed: readonly HTMLButtonElement[];
  /** Hydrate everything at once (tests, or a page that opts out of lazy hydration). */
  readonly eagerAll: boolean;
}

export function createIslandScheduling({
  services,
  registry,
  islands,
  pressed,
  eagerAll,
}: IslandSchedulingOptions) {
  const scheduler = createHydrationScheduler(
    (element) => void islands.mount(element),
    document,
    purchaseIntent(() => services.purchase.preload()),
  );
  const wasPressed = (element: HTMLElement) =>
    pressed.some((button) => (element.closest(PRODUCT_SELECTOR) ?? element).contains(button));
  const nameOf = (element: HTMLElement) => element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  /** Its chunk starts downloading now, while the island waits for its moment to hydrate. */
  const proceed = (element: HTMLElement) => {
    const name = nameOf(element);
    registry.preload(name);
    scheduler.schedule(element, eagerAll || wasPressed(element) ? 'eager' : registry.hydration(name));
  };
  // The gate and the islands' rules are one small chunk, fetched only by a page that has a
  // gated island; a chunk that cannot load lets every island go on as if it had no rule.
  let gate: Promise<FactsGate | undefined> | undefined;
  const facts = () =>
    (gate ??= factsGate.load().then(
      (module) => module.createFactsGate({ registry, services, islands, proceed }),
      () => undefined,
    ));

  return {
    schedule(element: HTMLElement) {
      if (islands.isMounted(element)) return;
      // A rule may say it shows nothing yet (a restock form on a product in stock): then nothing
      // loads until there is something to show.
      if (!registry.factsRule(nameOf(element))) {
        proceed(element);
        return;
      }
      // An island removed before the gate arrived is left alone (the gate ignores one it holds).
      void facts().then((loaded) => {
        if (element.isConnected && !loaded?.hold(element, nameOf(element))) proceed(element);
      });
    },
    remove(element: HTMLElement) {
      void gate?.then((loaded) => loaded?.drop(element));
      scheduler.cancel(element);
      islands.unmount(element);
    },
    stop() {
      scheduler.disconnect();
      void gate?.then((loaded) => loaded?.disconnect());
    },
  };
}

// Stock-aware islands (price, add to cart, quantity, variant select, restock form, scarcity)
// call this: once hydrated, the page's live-stock reader reads the product's stock (once per
// product per page) and updates the product store, so every island follows it. Effects never
// run on the server, so server HTML shows the page's stock.
import { useEffect } from 'react';
import { useProductStore, useServices } from './island-context.tsx';

export function useLiveStock(): void {
  const { liveStock } = useServices();
  const store = useProductStore();
  useEffect(() => {
    void liveStock.watch(store);
  }, [liveStock, store]);
}

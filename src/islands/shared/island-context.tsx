// React context that carries the page services and the product scope into every island.
import { createContext, type ReactNode, useContext } from 'react';
import type { ProductStore } from '../../core/store/product-store.ts';
import type { Services } from '../../core/store/services.ts';

const ServicesContext = createContext<Services | null>(null);
const ProductContext = createContext<ProductStore | null>(null);

export function IslandProvider(props: {
  services: Services;
  product: ProductStore | null;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={props.services}>
      <ProductContext.Provider value={props.product}>{props.children}</ProductContext.Provider>
    </ServicesContext.Provider>
  );
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('Island rendered outside IslandProvider');
  return services;
}

/** The page's locale, or English outside an island (a form rendered on its own in a test). */
export function usePageLocale(): string {
  return useContext(ServicesContext)?.locale ?? 'en';
}

/** The product store of the surrounding product container (product-scoped islands only). */
export function useProductStore(): ProductStore {
  const store = useContext(ProductContext);
  if (!store) throw new Error('Product island rendered outside a product container');
  return store;
}

// The owner tools' entry (dist/storefront-owner.js, built by `vite build --mode owner`): never
// on shopper pages. Mounts the restock console on every
// <div data-storefront-owner="restock" data-api-root="/api/"></div>.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IslandRoot } from '../../widgets/shared/island-root.tsx';
import { createHttp } from '../platform/http.ts';
import { createRestockConsole } from '../store/restock-console.ts';
import { createOwnerApi } from './api.ts';
import { RestockConsole } from './RestockConsole.tsx';

export const OWNER_ATTRIBUTE = 'data-storefront-owner';

export function mountOwnerTools(root: ParentNode = document): number {
  let mounted = 0;
  for (const element of root.querySelectorAll<HTMLElement>(`[${OWNER_ATTRIBUTE}="restock"]`)) {
    const api = createOwnerApi(createHttp({ apiRoot: element.dataset.apiRoot }));
    createRoot(element).render(
      <StrictMode>
        <IslandRoot idPrefix={`sfo${mounted}-`} hydrating={false}>
          <RestockConsole store={createRestockConsole(api)} api={api} />
        </IslandRoot>
      </StrictMode>,
    );
    mounted += 1;
  }
  return mounted;
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => mountOwnerTools(), { once: true });
} else {
  mountOwnerTools();
}

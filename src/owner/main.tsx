// The owner tools' entry (dist/storefront-owner.js, built by `vite build --mode owner`): never
// on shopper pages. Mounts the restock console on every
// <div data-storefront-owner="restock" data-api-root="/api/"></div>, in the language of the page
// around it (its nearest lang): that language's owner words load first, one small chunk.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttp } from '../core/platform/http.ts';
import { IslandRoot } from '../islands/shared/island-root.tsx';
import { createOwnerApi } from './api.ts';
import { RestockConsole } from './RestockConsole.tsx';
import { createRestockConsole } from './restock-console.ts';
import { ENGLISH_OWNER_WORDS, loadOwnerWords } from './words.ts';

export const OWNER_ATTRIBUTE = 'data-storefront-owner';

/** The language of the page around `element`: its nearest `lang`, else US English. */
const pageLocale = (element: HTMLElement) => element.closest<HTMLElement>('[lang]')?.lang || 'en-US';

export async function mountOwnerTools(root: ParentNode = document): Promise<number> {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${OWNER_ATTRIBUTE}="restock"]`)];
  const words = await Promise.all(elements.map((element) => loadOwnerWords(pageLocale(element))));
  elements.forEach((element, index) => {
    const api = createOwnerApi(createHttp({ apiRoot: element.dataset.apiRoot }));
    const spoken = words[index] ?? ENGLISH_OWNER_WORDS;
    const store = createRestockConsole(api, spoken.strings);
    createRoot(element).render(
      <StrictMode>
        <IslandRoot idPrefix={`sfo${index}-`} hydrating={false}>
          <RestockConsole store={store} api={api} words={spoken} />
        </IslandRoot>
      </StrictMode>,
    );
  });
  return elements.length;
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void mountOwnerTools(), { once: true });
} else {
  void mountOwnerTools();
}

// What an island's root gives every component in it besides the services: the island's id
// prefix and whether the island is still hydrating. Both are ours rather than the runtime's, so
// React and preact/compat render the same first frame:
// - ids come from the island (data-sf-id, set by the server renderer), not from useId's counter,
//   which preact keeps per page and fills without identifierPrefix (so two islands could both
//   get "P0-0");
// - while hydrating, stores are read at their server state (the store's initial state), then
//   live after the first commit. React does this through useSyncExternalStore's server
//   snapshot; preact/compat ignores that argument and would hydrate live state over the
//   server's HTML.
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { type StoreApi, useStore } from 'zustand';

/** Null outside an island root (component tests): ids then fall back to the runtime's useId. */
const IdPrefixContext = createContext<string | null>(null);
const HydratingContext = createContext(false);

export function IslandRoot(props: {
  /** Unique on the page: the server's data-sf-id, or one the client makes up for an empty mount. */
  readonly idPrefix: string;
  /** True when the root takes over server HTML (and always on the server). */
  readonly hydrating: boolean;
  readonly children?: ReactNode;
}) {
  const [hydrating, setHydrating] = useState(props.hydrating);
  // After the hydration commit the islands re-render once with live state.
  useEffect(() => setHydrating(false), []);
  return (
    <IdPrefixContext.Provider value={props.idPrefix}>
      <HydratingContext.Provider value={hydrating}>{props.children}</HydratingContext.Provider>
    </IdPrefixContext.Provider>
  );
}

/** True during server rendering and hydration's first render; false once the island is live. */
export function useHydrating(): boolean {
  return useContext(HydratingContext);
}

/**
 * An id unique on the page: the island's prefix and `name`. `name` must be unique within the
 * island (pass the option's name, the row's key... when a component appears more than once).
 */
export function useIslandId(name: string): string {
  const prefix = useContext(IdPrefixContext);
  const runtimeId = useId();
  return `${prefix ?? runtimeId.replace(/[^\w-]/g, '_')}${name.replace(/[^\w-]/g, '_')}`;
}

/**
 * An id for markup only the client renders (overlays, dialogs): the runtime's useId keeps it
 * unique within the root, the island's prefix across roots. Never in server HTML: the two
 * runtimes count differently.
 */
export function useClientOnlyId(): string {
  return useIslandId(`c${useId()}`);
}

/**
 * zustand's useStore, except that it reads the store's initial state (what the server rendered)
 * until the island has hydrated. Subscribes from the first render either way.
 */
export function useIslandStore<State, Selected>(
  store: StoreApi<State>,
  selector: (state: State) => Selected,
): Selected {
  const live = useStore(store, selector);
  return useHydrating() ? selector(store.getInitialState()) : live;
}

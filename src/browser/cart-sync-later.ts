// The cart's tab sync (store/cart-sync.ts) is a chunk of its own, connected when the page is
// idle. Until then this listens on the site's channel (or the storage fallback) and keeps what
// arrives, so the sync hears every message another tab sent since this page started. A cart
// this tab confirmed before then is told to the other tabs when the sync connects.
import { lazy } from '../core/base/lazy.ts';
import type { CartStore } from '../core/store/cart-store.ts';
import { CART_SYNC_CHANNEL_PREFIX } from '../core/store/cart-sync-names.ts';
import { whenPageIdle } from './analytics-loader.ts';
import { logWarning } from './log.ts';

type Listener<E> = (event: E) => void;

const cartSync = lazy(() => import('../core/store/cart-sync.ts'), 'cart-sync');

/** An event source whose events before the first listener are kept and replayed to it. */
function keepEarly<E extends Event>(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  type: string,
) {
  const early: E[] = [];
  const keep = (event: Event) => early.push(event as E);
  target.addEventListener(type, keep);
  return {
    addEventListener(_type: string, listener: Listener<E>) {
      target.removeEventListener(type, keep);
      for (const event of early.splice(0)) listener(event);
      target.addEventListener(type, listener as Listener<Event>);
    },
    removeEventListener(_type: string, listener: Listener<E>) {
      target.removeEventListener(type, listener as Listener<Event>);
    },
    stop: () => target.removeEventListener(type, keep),
  };
}

export function connectCartSyncWhenIdle(store: CartStore, websiteId: string): () => void {
  const channel =
    typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(`${CART_SYNC_CHANNEL_PREFIX}${websiteId}`)
      : undefined;
  const messages = channel ? keepEarly<MessageEvent>(channel, 'message') : undefined;
  const storage = channel ? undefined : keepEarly<Event>(window, 'storage');
  const confirmedAtStart = store.getState().confirmed;
  let disconnect = () => {
    messages?.stop();
    storage?.stop();
    channel?.close();
  };
  const cancelIdle = whenPageIdle(() => {
    cartSync.load().then(
      (sync) => {
        const { confirmed, source } = store.getState();
        disconnect = sync.connectCartSync(store, {
          websiteId,
          announce: confirmed !== confirmedAtStart && source === 'platform',
          openChannel: () =>
            channel && messages
              ? {
                  postMessage: (message) => channel.postMessage(message),
                  addEventListener: messages.addEventListener,
                  removeEventListener: messages.removeEventListener,
                  close: () => channel.close(),
                }
              : undefined,
          ...(storage ? { storageEvents: storage } : {}),
        });
      },
      (error: unknown) => logWarning(`other tabs' cart changes show after a reload: ${error}`),
    );
  });
  return () => {
    cancelIdle();
    disconnect();
  };
}

/**
 * "The cart changed": raised by whatever changed it, so the header badge re-reads the counter at once,
 * in this tab (a window event) and in the visitor's other tabs (a BroadcastChannel). The storefront
 * reads Firestore with the Lite SDK, which has no realtime listeners; this is how the badge stays
 * equal to `carts/{uid}.items` without the full SDK.
 */
const CART_CHANGED = 'shop:cart-changed';
const CHANNEL_NAME = 'shop-cart';

// Older browsers lack BroadcastChannel; other tabs then catch up when they regain focus. Opened on
// first use, not at import: a server render (server.tsx) imports this and must not hold a channel.
let channel: BroadcastChannel | null | undefined;
const cartChannel = () =>
  channel === undefined
    ? (channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME))
    : channel;

/** Screens that change the cart call this after the server has answered. */
export function notifyCartChanged(): void {
  window.dispatchEvent(new Event(CART_CHANGED));
  cartChannel()?.postMessage(CART_CHANGED);
}

/**
 * Calls `listener` when the cart may have changed: a change here or in another tab, or the visitor
 * coming back to this tab (a change made on another device or before a reload). Returns the unsubscriber.
 */
export function onCartMaybeChanged(listener: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  window.addEventListener(CART_CHANGED, listener);
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', onVisibility);
  const channel = cartChannel();
  channel?.addEventListener('message', listener);
  return () => {
    window.removeEventListener(CART_CHANGED, listener);
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', onVisibility);
    channel?.removeEventListener('message', listener);
  };
}

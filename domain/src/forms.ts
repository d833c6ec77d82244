/**
 * What the storefront's forms get back from the API (docs/decisions.md rule 22: validated, stored,
 * deduplicated, acknowledged by mail). The bodies are in schemas/forms.ts.
 */

/** POST contact: `alreadyReceived` when the same message from the same address was stored before. */
export type StoreContactResponse = { received: true; alreadyReceived?: true };

/**
 * POST returnrequest: `requestId` is the stored request's id, the reference the shopper quotes;
 * `alreadyReceived` when the same request was stored before (it keeps its first id).
 */
export type StoreReturnRequestResponse = {
  received: true;
  requestId: string;
  /** The order as the shop names it (orderReference): its number, or an old order's id. */
  orderReference: string;
  alreadyReceived?: true;
};

/**
 * Why a cart line cannot have this quantity, in the shopper's words, or null when it can: the cart
 * page says it beside the line before asking the server (which checks the same and the cart maximum).
 */
export function quantityRefusal(qty: number, stock: number): string | null {
  if (!Number.isInteger(qty) || qty < 1)
    return 'The quantity is at least 1. Use Remove to take the item out.';
  if (qty > stock)
    return stock === 0 ? 'This item is sold out. Remove it to check out.' : `Only ${stock} in stock.`;
  return null;
}

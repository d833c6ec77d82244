/**
 * What the storefront's forms get back from the API (decisions rule 22: validated, stored,
 * deduplicated, acknowledged by mail). The bodies are in schemas.ts.
 */

/** POST contact: `alreadyReceived` when the same message from the same address was stored before. */
export type StoreContactResponse = { received: true; alreadyReceived?: true };

/**
 * POST returnrequest: `requestId` is the stored request's id, the reference the shopper quotes;
 * `alreadyReceived` when the same request was stored before (it keeps its first id).
 */
export type StoreReturnRequestResponse = { received: true; requestId: string; alreadyReceived?: true };

import type { ExpressSource } from '@shop/domain';

/** What the lazily loaded wallet part of "Buy now" (express-checkout-slot.tsx) is given. */
export interface ExpressPartProps {
  source: ExpressSource;
  /** Said under the buttons: a refusal of the server (400/409) or of the wallet. */
  onMessage(message: string | null): void;
}

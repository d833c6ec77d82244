import type { ExpressSource } from '@shop/domain';
import { failureText } from '@/app/i18n/form-words';
import { words } from '@/app/i18n/page-language';

/** What the lazily loaded wallet part of "Buy now" (express-checkout-slot.tsx) is given. */
export interface ExpressPartProps {
  source: ExpressSource;
  /** Said under the buttons: a refusal of the server (400/409) or of the wallet. */
  onMessage(message: string | null): void;
}

/**
 * Why "Buy now" did not go through, in the page's language: the API's English message on an English
 * page, else the wallets' own words (`buyNow`, which the product page and the cart both load).
 */
export function buyNowFailureText(failure: unknown): string {
  return failureText(failure, {}, words().buyNow.failed);
}

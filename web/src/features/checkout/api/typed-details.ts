import { EMPTY_CHECKOUT_DETAILS } from '@shop/domain';
import type { CheckoutDetails } from '../components/details-form';

/** What the shopper typed at the checkout: kept for the tab's life, so a reload loses nothing. */
export interface TypedDetails {
  details: CheckoutDetails;
  businessOrder: boolean;
  saveAddress: boolean;
}

const KEY = 'maison-borsa.checkout-details';
const NOTHING_TYPED: TypedDetails = {
  details: { ...EMPTY_CHECKOUT_DETAILS },
  businessOrder: false,
  saveAddress: false,
};

/**
 * The details typed earlier in this tab (sessionStorage: gone with the tab, never shared with other
 * tabs or sent anywhere). Only the form's own text fields are read back; card data never reaches
 * this form (it lives in the payment provider's fields).
 */
export function readTypedDetails(): TypedDetails {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<TypedDetails> | null;
    if (!stored || typeof stored !== 'object') return NOTHING_TYPED;
    const details = { ...NOTHING_TYPED.details };
    for (const name of Object.keys(details) as (keyof CheckoutDetails)[]) {
      const value: unknown = stored.details?.[name];
      if (typeof value === 'string') details[name] = value.slice(0, 500);
    }
    return {
      details,
      businessOrder: stored.businessOrder === true,
      saveAddress: stored.saveAddress === true,
    };
  } catch {
    return NOTHING_TYPED; // storage blocked or unreadable: an empty form, as on a first visit
  }
}

export function keepTypedDetails(typed: TypedDetails): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(typed));
  } catch {
    // Storage full or blocked: the form still works, it just does not survive a reload.
  }
}

/** Once the order is on its way to being paid, the form starts empty again. */
export function forgetTypedDetails(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

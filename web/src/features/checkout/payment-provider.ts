import { stripePublishableKey } from '@/config/payment-env';

/**
 * Who takes the checkout's payments: Stripe where a publishable key is configured, else the local
 * stack's test payment provider (docs/decisions.md rule 5). A charge from the other one is refused.
 */
export const paymentProvider = stripePublishableKey ? 'stripe' : 'test';

import type { PaymentMethod } from './catalogue';
import type { DisputeState, Order, OrderDispute } from './documents';
import { formatEuro, type Cents } from './money';
import { shopConfig } from './shop-config';

/**
 * Payments that go wrong after the fact (docs/decisions.md rule 31). Disputes (chargebacks): a shopper's bank takes the money back and
 * Stripe reports it with charge.dispute.* events. The order records the dispute so the admin sees it
 * in the orders list and the order's details, and the shop is mailed on every change of state.
 */

/** Stripe's Dispute.status in the shop's words: only won and lost are final. */
export function disputeStateOf(stripeStatus: string): DisputeState {
  if (stripeStatus === 'won' || stripeStatus === 'warning_closed') return 'Won';
  if (stripeStatus === 'lost') return 'Lost';
  return 'Disputed';
}

/**
 * The order's dispute after Stripe reports `reported`, or null when nothing changes. Events arrive
 * in any order: a closed dispute (Won or Lost) is never reopened by a late `updated`.
 */
export function disputeAfter(current: OrderDispute | undefined, reported: OrderDispute): OrderDispute | null {
  if (current && current.disputeId === reported.disputeId) {
    if (current.state !== 'Disputed' && reported.state === 'Disputed') return null;
    const same = (Object.keys(reported) as (keyof OrderDispute)[]).every(
      (key) => current[key] === reported[key],
    );
    if (same) return null;
  }
  return reported;
}

/** One line for the admin: the state, the amount and what to do. */
export function disputeSummary(dispute: OrderDispute): string {
  const amount = formatEuro(dispute.amount);
  const reason = dispute.reason ? ` (${dispute.reason.replace(/_/g, ' ')})` : '';
  if (dispute.state === 'Won') return `Dispute won: ${amount} stays paid${reason}`;
  if (dispute.state === 'Lost') return `Dispute lost: ${amount} taken back${reason}`;
  const due = dispute.evidenceDueBy ? `; respond in Stripe by ${dispute.evidenceDueBy.slice(0, 10)}` : '';
  return `Disputed: ${amount} held by the bank${reason}${due}`;
}

// ---------------------------------------------------------------------------------------------
// Money for an order that no longer exists

/** What a paid PaymentIntent tells of the order it was for, when that order is gone. */
export interface OrphanPayment {
  orderId: string;
  /** The visitor from the PaymentIntent's metadata; '' when it has none. */
  uid: string;
  paymentIntentId: string;
  amount: Cents;
  paymentMethod: PaymentMethod;
}

/** Who the order was for, as far as the shop still knows: nobody (docs/decisions.md rule 31). */
export const ORPHAN_CUSTOMER_NAME = 'Unknown (order deleted before payment)';

/**
 * The order the shop records for money that arrived after its unpaid order was deleted (unpaid
 * orders are purged after 30 days): Refund due and Cancelled, for the amount paid and no lines, so
 * the admin refunds it through the ordinary refund screen.
 */
export function orphanPaymentOrder(payment: OrphanPayment): Omit<Order, 'createdAt'> {
  return {
    userId: payment.uid,
    customer: {
      firstName: '',
      lastName: '',
      fullName: ORPHAN_CUSTOMER_NAME,
      email: '',
      phone: '',
      address: '',
      postcode: '',
      city: '',
      state: '',
      country: shopConfig.defaultCountry,
      companyAddress: '',
    },
    lines: [],
    totals: { goods: 0, discount: 0, shipping: 0, vat: 0, payable: payment.amount, vatFree: false },
    couponCode: null,
    note: '',
    totalItems: 0,
    payment: 'Refund due',
    status: 'Cancelled',
    completed: false,
    paymentMethod: payment.paymentMethod,
    paymentIntentId: payment.paymentIntentId,
    clientReport: null,
  };
}

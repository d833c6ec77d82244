import type { OrderStatus, PaymentStatus } from './catalogue';
import type { SalesAmounts } from './sales-figures';
import { shopDay, startOfShopDay } from './shop-time';

// Today: the overview on top of All Orders

/** Paid orders still to ship: paid (in full or in part) and not yet out for delivery. */
export const TO_SHIP = {
  payments: ['Paid', 'Partly refunded'] as readonly PaymentStatus[],
  status: 'Order Received' as OrderStatus,
};

/** How many days "last 7 days" reaches back from today's start (today is the 7th). */
export const SALES_WEEK_DAYS_BACK = 6;

/** Today's counts of what needs doing, from aggregate queries (staff see them too). */
export interface OrdersOverview {
  toShip: number;
  refundDue: number;
  /** Return requests waiting for a decision or for their refund. */
  openReturns: number;
}

/** A period of shop days (both included) with its sales figures. */
export interface SalesOfDays extends SalesAmounts {
  from: string;
  to: string;
}

/**
 * GET todaysales (the owner's: the books): today's and the last 7 days' sales, refunds and net,
 * counted as every report counts them (sales-figures.ts, docs/decisions.md rule 69).
 */
export interface AdminTodaySales {
  today: SalesOfDays;
  week: SalesOfDays;
}

/** The shop days Today's figures cover at `now`: today, and the week that ends today. */
export function todaySalesDays(now: Date): { today: string; weekFrom: string } {
  return { today: shopDay(now), weekFrom: shopDay(startOfShopDay(now, SALES_WEEK_DAYS_BACK)) };
}

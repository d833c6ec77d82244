import { vatDeducted } from '../cart';
import type { OrderLine, OrderTotals } from '../documents';
import { type Cents } from '../money';
import { linePaidAmount } from '../refunds';
import { salesAmounts } from '../sales-figures';
import { chargedSplit } from '../vat-report';
import { type SalesFigures, type SalesOrder, type SalesRefund, type SalesReportGroup } from './types';

// The report's arithmetic: an order's money split over its lines, and groups added up to the cent.

// ---------------------------------------------------------------------------------------------
// Splitting an order's money over its lines

/**
 * `total` split in proportion to `weights`, in whole cents that add up to it exactly (largest
 * remainder, earlier lines first on a tie). null when no weight is positive.
 */
export function splitByWeight(total: Cents, weights: readonly number[]): Cents[] | null {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (sum <= 0) return null;
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight) => {
    const exact = big * BigInt(Math.max(0, weight));
    return { floor: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/** An order's money as one group receives it. */
export interface Part {
  units: number;
  goods: Cents;
  discounts: Cents;
  shipping: Cents;
  vatNotCharged: Cents;
  sales: Cents;
  unitsReturned: number;
}

/**
 * An order's money per line, and what is no line's (its shipping): each line's goods and discount
 * are its share of the order's by its line total, its sales its share of what the goods were
 * charged; what was not charged of them is VAT taken off outside the EU. The parts add up to the
 * order's totals.
 */
export function orderParts(order: SalesOrder): { lines: Part[]; rest: Part } {
  const { goods, discount, shipping, payable, vatFree } = order.totals;
  const split = chargedSplit({ shipping, payable, vatFree });
  const weights = order.lines.map((line) => line.lineTotal);
  const lineGoods = splitByWeight(goods, weights);
  const lineDiscounts = splitByWeight(discount, weights);
  const lineSales = vatFree ? splitByWeight(split.goods, weights) : null;
  if (!lineGoods || !lineDiscounts) {
    // No line with a price: all of the order is the rest.
    return {
      lines: order.lines.map((line, index) => ({
        ...emptyPart(),
        units: line.qty,
        unitsReturned: order.returnedQty[index] ?? 0,
      })),
      rest: {
        ...emptyPart(),
        goods,
        discounts: discount,
        shipping,
        vatNotCharged: vatDeducted({ goods, discount, shipping, payable, vatFree }),
        sales: payable,
      },
    };
  }
  const lines = order.lines.map((line, index): Part => {
    const lineGood = lineGoods[index] ?? 0;
    const lineDiscount = lineDiscounts[index] ?? 0;
    // Inside the EU the goods are charged as shown, less the discount.
    const sales = lineSales ? (lineSales[index] ?? 0) : lineGood - lineDiscount;
    return {
      units: line.qty,
      goods: lineGood,
      discounts: lineDiscount,
      shipping: 0,
      vatNotCharged: lineGood - lineDiscount - sales,
      sales,
      unitsReturned: order.returnedQty[index] ?? 0,
    };
  });
  return {
    lines,
    rest: {
      ...emptyPart(),
      shipping,
      vatNotCharged: shipping - split.shipping,
      sales: split.shipping,
    },
  };
}

/**
 * A refund's amount per line of its order, and the rest (shipping, or a refund made in Stripe's
 * dashboard, which names no items): each refunded unit at what was paid for it (linePaidAmount,
 * as the refund itself was reckoned); a refund of less than that is shared in proportion.
 */
export function refundParts(refund: SalesRefund): { lines: Cents[]; rest: Cents } {
  const order = refund.order;
  if (!order) return { lines: [], rest: refund.amount };
  // linePaidAmount reads only the totals' goods, shipping and payable and the line's unit price.
  const paid = order.lines.map((line, index) =>
    linePaidAmount(
      { lines: [], totals: order.totals as OrderTotals },
      line as OrderLine,
      refund.lineQty[index] ?? 0,
    ),
  );
  const sum = paid.reduce((acc, amount) => acc + amount, 0);
  if (sum <= 0) return { lines: order.lines.map(() => 0), rest: refund.amount };
  if (refund.amount >= sum) return { lines: paid, rest: refund.amount - sum };
  return { lines: splitByWeight(refund.amount, paid) ?? paid, rest: 0 };
}

// ---------------------------------------------------------------------------------------------
// Adding up

function emptyPart(): Part {
  return { units: 0, goods: 0, discounts: 0, shipping: 0, vatNotCharged: 0, sales: 0, unitsReturned: 0 };
}

export function emptyFigures(): SalesFigures {
  return {
    orders: 0,
    units: 0,
    goods: 0,
    discounts: 0,
    shipping: 0,
    vatNotCharged: 0,
    sales: 0,
    refunds: 0,
    refunded: 0,
    netSales: 0,
    averageOrderValue: null,
    unitsReturned: 0,
    returnRate: null,
  };
}

/** Groups being added up, with the orders and refunds already counted in each. */
export class Tally {
  private readonly groups = new Map<
    string,
    { group: SalesReportGroup; orders: Set<string>; refunds: Set<number> }
  >();

  constructor(private readonly name: (key: string) => { label: string; sku?: string }) {}

  private entry(key: string) {
    let entry = this.groups.get(key);
    if (!entry) {
      entry = { group: { key, ...this.name(key), ...emptyFigures() }, orders: new Set(), refunds: new Set() };
      this.groups.set(key, entry);
    }
    return entry;
  }

  /** Makes sure a group exists (the period's days without sales). */
  touch(key: string): void {
    this.entry(key);
  }

  addPart(key: string, orderId: string, part: Part): void {
    const { group, orders } = this.entry(key);
    orders.add(orderId);
    group.units += part.units;
    group.goods += part.goods;
    group.discounts += part.discounts;
    group.shipping += part.shipping;
    group.vatNotCharged += part.vatNotCharged;
    group.sales += part.sales;
    group.unitsReturned += part.unitsReturned;
  }

  addRefund(key: string, refundIndex: number, amount: Cents): void {
    const { group, refunds } = this.entry(key);
    refunds.add(refundIndex);
    group.refunded += amount;
  }

  finish(): SalesReportGroup[] {
    return [...this.groups.values()].map(({ group, orders, refunds }) =>
      finishFigures({ ...group, orders: orders.size, refunds: refunds.size }),
    );
  }
}

export function finishFigures<T extends SalesFigures>(figures: T): T {
  figures.netSales = figures.sales - figures.refunded;
  figures.averageOrderValue = figures.orders > 0 ? Math.round(figures.sales / figures.orders) : null;
  figures.returnRate = figures.units > 0 ? figures.unitsReturned / figures.units : null;
  return figures;
}

/**
 * The period's figures straight from the orders' totals and the refunds' amounts; its orders, sales,
 * refunds and net are salesAmounts', as Today and the VAT report count them.
 */
export function periodTotals(orders: readonly SalesOrder[], refunds: readonly SalesRefund[]): SalesFigures {
  const totals = emptyFigures();
  for (const order of orders) {
    const { goods, discount, shipping, payable, vatFree } = order.totals;
    totals.units += order.lines.reduce((sum, line) => sum + line.qty, 0);
    totals.goods += goods;
    totals.discounts += discount;
    totals.shipping += shipping;
    totals.vatNotCharged += vatDeducted({ goods, discount, shipping, payable, vatFree });
    totals.unitsReturned += order.returnedQty.reduce((sum, qty) => sum + qty, 0);
  }
  const amounts = salesAmounts(
    orders.map((order) => order.totals.payable),
    refunds.map((refund) => refund.amount),
  );
  return finishFigures({
    ...totals,
    orders: amounts.orders,
    sales: amounts.sales,
    refunds: amounts.refunds,
    refunded: amounts.refunded,
  });
}

import {
  BEST_SELLERS,
  NO_COUPON,
  NOT_A_PRODUCT,
  ORDER_DELETED,
  UNKNOWN_PRODUCT_FACT,
  isTimeGrouping,
  type SalesGrouping,
  type SalesOrder,
  type SalesProductFacts,
  type SalesRefund,
  type SalesReport,
  type SalesReportGroup,
} from './types';
import { orderParts, periodTotals, refundParts, Tally } from './arithmetic';
import { timeGroups, timeKey, timelineGrouping } from './time-groups';

// Which group each sale and refund goes to: by time, coupon, product, designer or category.

const capitalised = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The group a product line goes to under `by` (product, brand or category). */
function productKey(
  by: 'product' | 'brand' | 'category',
  productId: string,
  products: ReadonlyMap<string, SalesProductFacts>,
): string {
  if (by === 'product') return productId;
  const facts = products.get(productId);
  if (!facts) return UNKNOWN_PRODUCT_FACT;
  return by === 'brand' ? facts.brand : facts.category;
}

/**
 * The report of a period from the orders paid in it and the refunds Stripe reported in it,
 * each with its order; `products` gives the designer and category of the products sold, by id.
 */
export function salesReport(
  period: { from: string; to: string },
  by: SalesGrouping,
  orders: readonly SalesOrder[],
  refunds: readonly SalesRefund[],
  products: ReadonlyMap<string, SalesProductFacts>,
): SalesReport {
  // Product titles and skus as the latest order names them.
  const productNames = new Map<string, { label: string; sku: string }>();
  for (const order of [...orders, ...refunds.flatMap((refund) => (refund.order ? [refund.order] : []))].sort(
    (a, b) => a.paidAt - b.paidAt,
  )) {
    for (const line of order.lines) productNames.set(line.productId, { label: line.title, sku: line.sku });
  }
  const special = new Map<string, string>([
    [NOT_A_PRODUCT.key, NOT_A_PRODUCT.label],
    [ORDER_DELETED.key, ORDER_DELETED.label],
  ]);

  const groupsBy = (grouping: SalesGrouping): SalesReportGroup[] => {
    if (isTimeGrouping(grouping)) {
      const labels = new Map(
        timeGroups(period.from, period.to, grouping).map((group) => [group.key, group.label]),
      );
      const tally = new Tally((key) => ({ label: labels.get(key) ?? key }));
      for (const key of labels.keys()) tally.touch(key);
      for (const order of orders) {
        const { lines, rest } = orderParts(order);
        const key = timeKey(order.paidAt, grouping);
        for (const part of [...lines, rest]) tally.addPart(key, order.id, part);
      }
      refunds.forEach((refund, index) =>
        tally.addRefund(timeKey(refund.settledAt, grouping), index, refund.amount),
      );
      return tally.finish().sort((a, b) => a.key.localeCompare(b.key));
    }
    if (grouping === 'coupon') {
      const tally = new Tally((key) => ({
        label: special.get(key) ?? (key === NO_COUPON.key ? NO_COUPON.label : key),
      }));
      const couponOf = (order: SalesOrder) => order.couponCode?.toUpperCase() ?? NO_COUPON.key;
      for (const order of orders) {
        const { lines, rest } = orderParts(order);
        for (const part of [...lines, rest]) tally.addPart(couponOf(order), order.id, part);
      }
      refunds.forEach((refund, index) =>
        tally.addRefund(refund.order ? couponOf(refund.order) : ORDER_DELETED.key, index, refund.amount),
      );
      return bySales(tally.finish());
    }
    const tally = new Tally((key) => {
      const name = special.get(key);
      if (name) return { label: name };
      // Designers as the store spells them; categories (stored upper case) in words.
      if (grouping === 'brand' || key === UNKNOWN_PRODUCT_FACT) return { label: key };
      if (grouping === 'category') return { label: capitalised(key) };
      return productNames.get(key) ?? { label: key };
    });
    for (const order of orders) {
      const { lines, rest } = orderParts(order);
      lines.forEach((part, index) =>
        tally.addPart(productKey(grouping, order.lines[index]!.productId, products), order.id, part),
      );
      if (rest.sales !== 0 || rest.shipping !== 0 || rest.goods !== 0)
        tally.addPart(NOT_A_PRODUCT.key, order.id, rest);
    }
    refunds.forEach((refund, index) => {
      const parts = refundParts(refund);
      if (!refund.order) {
        tally.addRefund(ORDER_DELETED.key, index, refund.amount);
        return;
      }
      const order = refund.order;
      parts.lines.forEach((amount, line) => {
        if (amount > 0)
          tally.addRefund(productKey(grouping, order.lines[line]!.productId, products), index, amount);
      });
      if (parts.rest > 0) tally.addRefund(NOT_A_PRODUCT.key, index, parts.rest);
    });
    return bySales(tally.finish());
  };

  const groups = groupsBy(by);
  const timelineBy = isTimeGrouping(by) ? by : timelineGrouping(period.from, period.to);
  const timeline = timelineBy === by ? groups : groupsBy(timelineBy);
  const productGroups = by === 'product' ? groups : groupsBy('product');
  const bestSellers = productGroups
    .filter((group) => productNames.has(group.key) && group.units > 0)
    .sort((a, b) => b.units - a.units || b.sales - a.sales || a.label.localeCompare(b.label))
    .slice(0, BEST_SELLERS)
    .map((group) => ({
      productId: group.key,
      sku: group.sku ?? '',
      title: group.label,
      brand: products.get(group.key)?.brand ?? UNKNOWN_PRODUCT_FACT,
      units: group.units,
      sales: group.sales,
      unitsReturned: group.unitsReturned,
      returnRate: group.returnRate,
    }));

  return {
    from: period.from,
    to: period.to,
    by,
    groups,
    totals: periodTotals(orders, refunds),
    timeline: { by: timelineBy, points: timeline },
    bestSellers,
  };
}

/** Largest sales first, then by name. */
function bySales(groups: SalesReportGroup[]): SalesReportGroup[] {
  return groups.sort(
    (a, b) => b.sales - a.sales || b.refunded - a.refunded || a.label.localeCompare(b.label),
  );
}

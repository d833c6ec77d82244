// What the owners' morning summary reads (docs/decisions.md rule 59): paid orders waiting to ship,
// open return requests, products low in stock (as the Low stock list counts them), and yesterday's
// sales as Today and the reports count them (rule 69), and the sold-out sizes shoppers wait for (rule 77).
import {
  collections,
  isOpenReturn,
  isWaitingToShip,
  LOW_STOCK_MAX,
  OPEN_RETURN_STATES,
  orderReference,
  shopDay,
  shopPeriod,
  startOfShopDay,
  TO_SHIP,
  type DailySummaryInput,
  type Order,
  type ReturnRequest,
} from '@shop/domain';
import { db } from '../firestore';
import { wantedSoldOutPieces } from '../notify-me';
import { readWindowSales } from './sales';
import { listLowStock } from './stock';

/** The most of each kind read to pick the oldest: far more than the mail lists by name. */
const READ_MAX = 200;

export async function readDailySummaryInput(now: Date): Promise<DailySummaryInput> {
  const yesterday = shopDay(startOfShopDay(now, 1));
  const waiting = db()
    .collection(collections.orders)
    .where('payment', 'in', [...TO_SHIP.payments])
    .where('status', '==', TO_SHIP.status);
  const [toShipCount, toShip, returns, lowStockCount, lowStock, sales, wanted] = await Promise.all([
    waiting.count().get(),
    waiting.limit(READ_MAX).get(),
    db()
      .collection(collections.returnRequests)
      .where('state', 'in', [...OPEN_RETURN_STATES])
      .limit(READ_MAX)
      .get(),
    // The list's own filter (a size at the mark or below), so the count is the list's total.
    db().collection(collections.products).where('lowestSizeStock', '<=', LOW_STOCK_MAX).count().get(),
    listLowStock(LOW_STOCK_MAX, READ_MAX, null),
    readWindowSales(shopPeriod(yesterday, yesterday)),
    wantedSoldOutPieces(now),
  ]);
  const orders = toShip.docs.map((doc) => ({ id: doc.id, order: doc.data() as Order }));
  const requests = returns.docs.map((doc) => doc.data() as ReturnRequest).filter(isOpenReturn);
  // The order numbers of the returns' orders, for the mail (a return names its order by id).
  const returnOrders = requests.length
    ? await db().getAll(
        ...requests.map((request) => db().collection(collections.orders).doc(request.orderId)),
      )
    : [];
  const numberOf = new Map(
    returnOrders.map(
      (doc) => [doc.id, (doc.data() as Pick<Order, 'orderNumber'> | undefined)?.orderNumber] as const,
    ),
  );
  return {
    toShip: orders
      .filter(({ order }) => isWaitingToShip(order))
      .map(({ id, order }) => ({
        orderId: id,
        userId: order.userId,
        reference: orderReference({ id, orderNumber: order.orderNumber }),
        placedAt: new Date(order.createdAt.toMillis()),
        total: order.totals.payable,
      })),
    toShipCount: toShipCount.data().count,
    openReturns: requests.map((request) => ({
      orderReference: orderReference({ id: request.orderId, orderNumber: numberOf.get(request.orderId) }),
      state: request.state,
      requestedAt: new Date(request.createdAt.toMillis()),
    })),
    lowStock: (lowStock ?? []).map((product) => ({
      title: product.title,
      brand: product.brand,
      sizes: product.sizes.filter(({ quantity }) => quantity <= LOW_STOCK_MAX),
    })),
    lowStockCount: lowStockCount.data().count,
    sales: { from: yesterday, to: yesterday, ...sales.amounts },
    wanted,
  };
}

// Order numbers (domain/src/order-numbers.ts) without one document that every checkout writes
// (docs/decisions.md rule 44). Each function instance takes a block of numbers from the year's
// counter (`orderNumberCounters/{year}`) in a small transaction of its own and gives them out from
// memory: one number at a time while the shop is quiet, bigger blocks as its checkouts come faster
// (orderNumberBlockSize), so at a peak the counter is written about once per busy instance every
// ten seconds instead of once per order. Numbers are unique and never reused (the counter only
// grows); they increase within an instance, and the numbers an instance had not given out when it
// stopped are never given (a gap).
import {
  collections,
  formatOrderNumber,
  ORDER_NUMBER_DEMAND_WINDOW_MS,
  orderNumberBlockSize,
  orderNumberYear,
  type OrderNumberCounter,
} from '@shop/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db, runContendedTransaction } from './firestore';

const counterRef = (year: number) =>
  db().collection(collections.orderNumberCounters).doc(String(year)) as DocumentReference<OrderNumberCounter>;

/** The numbers an instance holds: `next` up to and including `last`, of `year`. */
interface Block {
  year: number;
  next: number;
  last: number;
}

/** Where one instance takes its order numbers from; the checkout uses `orderNumbers` below. */
export class OrderNumberSource {
  #block: Block | undefined;
  /** The block being taken from the counter, which every checkout waiting for a number awaits. */
  #taking: Promise<void> | undefined;
  /** When this instance was asked for a number in the last ORDER_NUMBER_DEMAND_WINDOW_MS. */
  #asked: number[] = [];

  /** The next order number of the shop year `now` falls in. */
  async take(now = new Date()): Promise<string> {
    const year = orderNumberYear(now);
    this.#noteAsked(Date.now());
    for (;;) {
      const block = this.#block;
      if (block && block.year === year && block.next <= block.last) {
        const sequence = block.next;
        block.next += 1;
        return formatOrderNumber(year, sequence);
      }
      this.#taking ??= this.#takeBlock(year).finally(() => {
        this.#taking = undefined;
      });
      await this.#taking;
    }
  }

  #noteAsked(at: number): void {
    this.#asked.push(at);
    const since = at - ORDER_NUMBER_DEMAND_WINDOW_MS;
    const stale = this.#asked.findIndex((time) => time > since);
    if (stale > 0) this.#asked.splice(0, stale);
  }

  /** Raises the year's counter by the next block's size and keeps the numbers it passed over. */
  async #takeBlock(year: number): Promise<void> {
    const size = orderNumberBlockSize(this.#asked.length);
    const ref = counterRef(year);
    // Instances taking blocks at the same moment meet on the counter: allow more tries.
    const last = await runContendedTransaction(async (tx) => {
      const taken = (await tx.get(ref)).data()?.last ?? 0;
      tx.set(ref, { last: taken + size });
      return taken;
    });
    this.#block = { year, next: last + 1, last: last + size };
  }
}

/** This instance's order numbers. */
export const orderNumbers = new OrderNumberSource();

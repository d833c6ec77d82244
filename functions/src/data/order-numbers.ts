// Order numbers (domain/src/order-numbers.ts) without a document that every checkout writes
// (docs/decisions.md rule 44). A checkout takes a number by creating that number's own document,
// `orderNumbers/{year}/taken/{sequence}`: the create fails when another checkout took the number
// first, so no two orders share one, and no counter or transaction is involved. A counter read and
// written in a transaction by every checkout is one document all shoppers queue on: under a burst
// its transactions wait on each other's locks and retry for seconds.
// Each instance remembers the next number to try; at its first checkout of a year, and whenever
// another instance got to a number first, it looks up the year's highest taken number.
import { collections, formatOrderNumber, orderNumberYear, type TakenOrderNumber } from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firestore';

/** gRPC's status code for ALREADY_EXISTS, as the SDK's errors carry it: the number was taken. */
const ALREADY_EXISTS = 6;

/**
 * Tries before a checkout gives up: each round of instances meeting on one number gives it to one
 * of them, so a burst of N instances at once needs at most about N rounds.
 */
const MAX_TRIES = 500;

const takenNumbers = (year: number) =>
  db().collection(collections.orderNumbers).doc(String(year)).collection('taken');

async function highestTaken(year: number): Promise<number> {
  const highest = await takenNumbers(year).orderBy('sequence', 'desc').limit(1).get();
  return highest.empty ? 0 : (highest.docs[0]!.data() as TakenOrderNumber).sequence;
}

function isTaken(error: unknown): boolean {
  return (error as { code?: unknown }).code === ALREADY_EXISTS;
}

/** Where one instance takes its order numbers from; the checkout uses `orderNumbers` below. */
export class OrderNumberSource {
  #year: number | undefined;
  /** The next number to try in #year; unknown until looked up. */
  #next: number | undefined;
  /** The look-up in flight, which every checkout of that year waiting for a number awaits. */
  #lookingUp: { year: number; highest: Promise<number> } | undefined;

  /** The next order number of the shop year `now` falls in. */
  async take(now = new Date()): Promise<string> {
    const year = orderNumberYear(now);
    for (let tries = 1; ; tries++) {
      const sequence = await this.#candidate(year);
      try {
        await takenNumbers(year)
          .doc(String(sequence))
          .create({ sequence, takenAt: FieldValue.serverTimestamp() });
        return formatOrderNumber(year, sequence);
      } catch (error) {
        if (!isTaken(error) || tries >= MAX_TRIES) throw error;
        // Another instance took it: look up where the year has got to before the next try.
        if (this.#year === year) this.#next = undefined;
      }
    }
  }

  /** A number to try: this instance's next one, each given to one caller only. */
  async #candidate(year: number): Promise<number> {
    if (this.#year !== year) {
      this.#year = year;
      this.#next = undefined;
    }
    if (this.#next === undefined) {
      if (this.#lookingUp?.year !== year) {
        const lookingUp = { year, highest: highestTaken(year) };
        this.#lookingUp = lookingUp;
        const done = () => {
          if (this.#lookingUp === lookingUp) this.#lookingUp = undefined;
        };
        lookingUp.highest.then(done, done);
      }
      const highest = await this.#lookingUp.highest;
      // The year turned while this checkout waited: try the number after the highest (the create
      // tells if another took it).
      if (this.#year !== year) return highest + 1;
      this.#next ??= highest + 1;
    }
    return this.#next++;
  }
}

/** This instance's order numbers. */
export const orderNumbers = new OrderNumberSource();

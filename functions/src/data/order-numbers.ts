// Order numbers (domain/src/order-numbers.ts) without a document that every checkout writes
// (docs/decisions.md rule 44). A checkout takes a number by creating that number's own document,
// `orderNumbers/{year}/taken/{sequence}`: the create fails when another checkout took the number
// first, so no two orders share one, and no counter or transaction is involved. A counter read and
// written in a transaction by every checkout is one document all shoppers queue on: under a burst
// its transactions wait on each other's locks and retry for seconds.
// Each instance remembers the next number to try; at its first checkout of a year, and whenever
// another instance got to a number first, it looks up the year's highest taken number. For a minute
// after another instance got to one of its numbers first, an instance looks up before every take
// (several instances are taking numbers, so the remembered one is likely gone), and the checkout
// starts that look-up beside its transaction's first read (`prepare`), so a take under contention
// waits for one create instead of a failed create, a look-up and a create.
import { collections, formatOrderNumber, orderNumberYear, type TakenOrderNumber } from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { ALREADY_EXISTS, db } from './firestore';

/**
 * Tries before a checkout gives up: each round of instances meeting on one number gives it to one
 * of them, so a burst of N instances at once needs at most about N rounds.
 */
const MAX_TRIES = 500;

/** How long after losing a number to another instance this one looks up before each take. */
const CONTENDED_MS = 60_000;

/** How long an answered look-up that `prepare` started waits for its take before it is too old to use. */
const PREPARED_MS = 2_000;

const takenNumbers = (year: number) =>
  db().collection(collections.orderNumbers).doc(String(year)).collection('taken');

async function highestTaken(year: number): Promise<number> {
  const highest = await takenNumbers(year).orderBy('sequence', 'desc').limit(1).get();
  return highest.empty ? 0 : (highest.docs[0]!.data() as TakenOrderNumber).sequence;
}

function isTaken(error: unknown): boolean {
  return (error as { code?: unknown }).code === ALREADY_EXISTS;
}

/** A look-up of a year's highest taken number, shared by the takes that wait for it. */
interface LookUp {
  year: number;
  highest: Promise<number>;
  startedAt: number;
  /** A take has used it: once answered it is not used again. */
  used: boolean;
  answered: boolean;
}

/** Where one instance takes its order numbers from; the checkout uses `orderNumbers` below. */
export class OrderNumberSource {
  #year: number | undefined;
  /** The next number to try in #year; unknown until looked up. */
  #next: number | undefined;
  /** The look-up in flight, or answered for `prepare` and not yet used by a take. */
  #lookUp: LookUp | undefined;
  /** When another instance last took a number this one tried. */
  #lostAt = Number.NEGATIVE_INFINITY;

  /**
   * Call when a take may follow (a checkout about to read whether its order is new): while other
   * instances are taking numbers too, starts the look-up that take will use, so it waits less.
   */
  prepare(now = new Date()): void {
    if (!this.#contended()) return;
    const year = orderNumberYear(now);
    if (this.#lookUp?.year !== year || this.#lookUp.used) this.#startLookUp(year);
  }

  /** The next order number of the shop year `now` falls in. */
  async take(now = new Date()): Promise<string> {
    const year = orderNumberYear(now);
    for (let tries = 1; ; tries++) {
      const sequence = await this.#candidate(year, tries > 1 || this.#contended());
      try {
        await takenNumbers(year)
          .doc(String(sequence))
          .create({ sequence, takenAt: FieldValue.serverTimestamp() });
        return formatOrderNumber(year, sequence);
      } catch (error) {
        if (!isTaken(error) || tries >= MAX_TRIES) throw error;
        // Another instance took it: the next try looks up where the year has got to.
        this.#lostAt = Date.now();
      }
    }
  }

  #contended(): boolean {
    return Date.now() - this.#lostAt < CONTENDED_MS;
  }

  /**
   * A number to try: this instance's next one, each given to one caller only; with `lookUp`, or
   * when none is known, at least the one after the year's highest taken number.
   */
  async #candidate(year: number, lookUp: boolean): Promise<number> {
    if (this.#year !== year) {
      this.#year = year;
      this.#next = undefined;
    }
    if (this.#next === undefined || lookUp) {
      const highest = await this.#highest(year);
      // The year turned while this checkout waited: try the number after the highest (the create
      // tells if another took it).
      if (this.#year !== year) return highest + 1;
      // Never below a number this instance has given out: its own takes in flight keep theirs.
      this.#next = Math.max(this.#next ?? 0, highest + 1);
    }
    return this.#next++;
  }

  /** The year's highest taken number: the look-up in flight or prepared moments ago, or a new one. */
  #highest(year: number): Promise<number> {
    const pending = this.#lookUp;
    const usable =
      pending?.year === year && !(pending.answered && Date.now() - pending.startedAt > PREPARED_MS);
    const lookUp = usable ? pending : this.#startLookUp(year);
    lookUp.used = true;
    if (lookUp.answered && this.#lookUp === lookUp) this.#lookUp = undefined;
    return lookUp.highest;
  }

  #startLookUp(year: number): LookUp {
    const lookUp: LookUp = {
      year,
      highest: highestTaken(year),
      startedAt: Date.now(),
      used: false,
      answered: false,
    };
    this.#lookUp = lookUp;
    // Kept once answered only while no take has used it (prepared); a failed one is never kept,
    // and a prepared one nobody takes after fails nothing.
    const settle = (keep: boolean) => {
      lookUp.answered = true;
      if (this.#lookUp === lookUp && !(keep && !lookUp.used)) this.#lookUp = undefined;
    };
    lookUp.highest.then(
      () => settle(true),
      () => settle(false),
    );
    return lookUp;
  }
}

/** This instance's order numbers. */
export const orderNumbers = new OrderNumberSource();

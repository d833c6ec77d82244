// Transactions many requests run at once on one document (runContendedTransaction): the emulator
// sometimes closes a waiting one and answers INVALID_ARGUMENT "Transaction is invalid or closed",
// which the SDK does not retry; it is retried as a collision is. Real transactions on the emulator.
import { beforeEach, describe, expect, it } from 'vitest';
import { db, runContendedTransaction } from '../../functions/src/data/firestore';
import { clearFirestore } from './emulators';

/** The error the Firestore emulator answers for a transaction it closed, as the SDK raises it. */
function closedByEmulator(): Error {
  return Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });
}

const counter = () => db().collection('test-counters').doc('tries');

beforeEach(async () => {
  await clearFirestore();
});

describe('runContendedTransaction', () => {
  it('runs a transaction the emulator closed again, and writes once', async () => {
    let tries = 0;
    const result = await runContendedTransaction(async (tx) => {
      tries += 1;
      const count = ((await tx.get(counter())).data()?.count as number | undefined) ?? 0;
      if (tries < 3) throw closedByEmulator();
      tx.set(counter(), { count: count + 1 });
      return 'written';
    });

    expect(result).toBe('written');
    expect(tries).toBe(3);
    expect((await counter().get()).data()).toEqual({ count: 1 });
  });

  it('does not retry any other error, nor another INVALID_ARGUMENT', async () => {
    for (const error of [
      new Error('Refund r-1 belongs to another order'),
      Object.assign(new Error('3 INVALID_ARGUMENT: Value for argument "data" is not a valid document'), {
        code: 3,
      }),
    ]) {
      let tries = 0;
      await expect(
        runContendedTransaction(async (tx) => {
          tries += 1;
          await tx.get(counter());
          throw error;
        }),
      ).rejects.toBe(error);
      expect(tries).toBe(1);
    }
    expect((await counter().get()).exists).toBe(false);
  });

  it('gives up after as many tries as it allows a collision', async () => {
    let tries = 0;
    await expect(
      runContendedTransaction(async () => {
        tries += 1;
        throw closedByEmulator();
      }),
    ).rejects.toThrow('Transaction is invalid or closed');
    expect(tries).toBe(25);
  });
});

// The one-off script that gives orders placed before All Orders searched by part of a name or e-mail
// their customer's search terms (docs/decisions.md rule 63), against the Firestore emulator.
import { collections, customerSearchTerms, type Order } from '@shop/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeOrderSearchTerms } from '../../scripts/order-search-terms';
import { db } from '../../functions/src/data/firestore';
import { clearFirestore } from './emulators';
import { createOrder } from './factories';

beforeEach(clearFirestore);

const terms = async (id: string) =>
  ((await db().collection(collections.orders).doc(id).get()).data() as Order).customerSearchTerms;

describe('npm run orders:search-terms', () => {
  it('writes the terms an older order lacks, empties a removed one, and leaves the rest alone', async () => {
    const sanne = { fullName: 'Sanne de Vries', email: 'sanne@example.nl' };
    const customer = {
      firstName: 'Sanne',
      lastName: 'de Vries',
      phone: '',
      address: 'Dam 1',
      postcode: '1012 JS',
    };
    const place = { city: 'Amsterdam', state: '', country: 'NL', companyAddress: '' } as const;
    const older = await createOrder({ id: 'older', customer: { ...customer, ...place, ...sanne } });
    await db()
      .collection(collections.orders)
      .doc(older.id)
      .update({ customerSearchTerms: FieldValue.delete() });
    const removed = await createOrder({ id: 'removed', personalDataRemovedAt: Timestamp.now() });
    const current = await createOrder({ id: 'current' });

    expect(await writeOrderSearchTerms(db())).toEqual({ read: 3, changed: 2 });
    expect(await terms(older.id)).toEqual(customerSearchTerms(sanne));
    expect(await terms(older.id)).toContain('sanne');
    expect(await terms(removed.id)).toEqual([]);
    expect(await terms(current.id)).toEqual(customerSearchTerms(current.customer));
    // Run again: nothing left to change.
    expect(await writeOrderSearchTerms(db())).toEqual({ read: 3, changed: 0 });
  });
});

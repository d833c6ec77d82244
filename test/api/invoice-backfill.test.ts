// npm run invoices:backfill (functions/src/invoices/backfill.ts, docs/decisions.md rule 68): orders
// paid before invoices were issued with the payment get theirs, numbered in the order they were
// placed; a number a download gave before keeps its number and date; refunds that succeeded before
// get their credit notes; a second run changes nothing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { collections, type IssuedDocument, type Order, type RefundDoc } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { backfillInvoices } from '../../functions/src/invoices/backfill';
import { readDoc, snapshotDatabase } from './admin-factories';
import { clearFirestore } from './emulators';
import { createOrder } from './factories';

beforeEach(clearFirestore, 30_000);

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

async function succeededRefund(id: string, orderId: string, amount: number, settledAt: Timestamp) {
  const refund: RefundDoc = {
    orderId,
    paymentIntentId: `pi_${orderId}`,
    amount,
    lineQty: [0],
    full: false,
    reason: 'Goodwill',
    restock: false,
    returnRequestId: null,
    state: 'succeeded',
    stripeRefundId: `re_${id}`,
    requestedBy: { uid: 'owner', email: null },
    createdAt: settledAt,
    settledAt,
  };
  await db().collection(collections.refunds).doc(id).set(refund);
}

describe('backfillInvoices', () => {
  it('issues what is missing in the order it happened, keeps what was numbered, and runs again without change', async () => {
    await createOrder({ id: 'late', createdAt: at('2025-11-20T10:00:00Z') });
    await createOrder({ id: 'early', createdAt: at('2025-11-02T10:00:00Z') });
    await createOrder({ id: 'this-year', createdAt: at('2026-01-05T10:00:00Z') });
    // Numbered on a download before (the counter says so); its record was never stored.
    await createOrder({
      id: 'downloaded',
      createdAt: at('2025-10-01T10:00:00Z'),
      invoice: {
        number: 'MB-INV-2025-000001',
        issuedAt: at('2025-10-03T09:00:00Z'),
      } as unknown as Order['invoice'],
    });
    await db().collection(collections.invoiceCounters).doc('2025').set({ last: 1 });
    await createOrder({ id: 'unpaid', payment: 'Pending', status: 'Pending payment' });
    await createOrder({ id: 'orphan', payment: 'Refund due', status: 'Cancelled', lines: [] });
    await createOrder({
      id: 'refunded',
      createdAt: at('2025-12-01T10:00:00Z'),
      payment: 'Partly refunded',
      refunds: { reserved: 5_000, refunded: 5_000, lineQty: [0], paidAs: 'Paid' },
    });
    await succeededRefund('refund-1', 'refunded', 5_000, at('2026-01-10T10:00:00Z'));

    const report = await backfillInvoices();
    expect(report).toEqual({ invoicesIssued: 4, invoicesFrozen: 1, creditNotesIssued: 1 });

    const numberOf = async (id: string) => (await readDoc<Order>(`orders/${id}`))?.invoice?.number;
    expect(await Promise.all(['early', 'late', 'refunded', 'this-year'].map(numberOf))).toEqual([
      'MB-INV-2025-000002',
      'MB-INV-2025-000003',
      'MB-INV-2025-000004',
      'MB-INV-2026-000001',
    ]);
    expect(await numberOf('unpaid')).toBeUndefined();
    expect(await numberOf('orphan')).toBeUndefined();

    const early = (await readDoc<IssuedDocument>('invoices/MB-INV-2025-000002'))!;
    expect(early.issuedAt.toMillis()).toBe(Date.parse('2025-11-02T10:00:00Z'));
    expect(early.document.issued).toBe('2 November 2025');
    const frozen = (await readDoc<IssuedDocument>('invoices/MB-INV-2025-000001'))!;
    expect(frozen).toMatchObject({ kind: 'invoice', orderId: 'downloaded', total: 28_000 });
    expect(frozen.issuedAt.toMillis()).toBe(Date.parse('2025-10-03T09:00:00Z'));
    expect((await readDoc<Order>('orders/downloaded'))?.invoice?.downloadKey).toBe(frozen.downloadKey);

    const note = (await readDoc<IssuedDocument>('invoices/MB-CN-2026-000001'))!;
    expect(note).toMatchObject({
      kind: 'credit-note',
      corrects: 'MB-INV-2025-000004',
      cause: { refundId: 'refund-1' },
      total: -5_000,
      vat: [{ country: 'NL', rate: 21, net: -4_132, vat: -868 }],
    });
    expect(note.issuedAt.toMillis()).toBe(Date.parse('2026-01-10T10:00:00Z'));
    expect((await readDoc<Order>('orders/refunded'))?.creditNotes?.map((n) => n.number)).toEqual([
      'MB-CN-2026-000001',
    ]);

    const before = await snapshotDatabase();
    expect(await backfillInvoices()).toEqual({ invoicesIssued: 0, invoicesFrozen: 0, creditNotesIssued: 0 });
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('runs as npm run invoices:backfill against the emulator', async () => {
    await createOrder({ id: 'paid' });
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/invoices-backfill.ts'], {
      env: process.env,
    });
    expect(stdout).toContain(
      '1 invoices issued, 0 invoices numbered before stored as issued, 0 credit notes issued',
    );
    expect((await readDoc<Order>('orders/paid'))?.invoice?.number).toMatch(/^MB-INV-\d{4}-000001$/);
  }, 60_000);
});

// GET invoice/{orderId}: a PDF VAT invoice for a paid order, for an admin and for the customer who
// owns it, refused to anyone else; numbers per year without gaps, given on the first issue.
import { collections, type Order } from '@shop/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { app } from '../../functions/src/http/app';
import { printable } from '../../functions/src/invoices/pdf';
import { readDoc } from './admin-factories';
import { clearAuth, clearFirestore, createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createOrder } from './factories';
import { serve, type RunningServer } from './server';

let api: RunningServer;
let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  api = await serve(app);
  await clearAuth();
  [admin, owner, stranger] = await Promise.all([
    createAdmin('erin@maisonborsa.example'),
    signUpAnonymous(),
    signUpAnonymous(),
  ]);
});
afterAll(() => api.close());
beforeEach(clearFirestore, 30_000);

async function download(orderId: string, user: TestUser | null) {
  const response = await fetch(`${api.origin}/api/v1/main/invoice/${orderId}`, {
    headers: user ? { Authorization: `Bearer ${user.idToken}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

describe('GET invoice/{orderId}', () => {
  it('answers a PDF to the admin and the owner, with one number given once, and refuses others', async () => {
    await createOrder({ id: 'order-1', userId: owner.uid, orderNumber: 'MB-2026-000001' });

    const asAdmin = await download('order-1', admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.type).toBe('application/pdf');
    expect(new TextDecoder().decode(asAdmin.bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(asAdmin.bytes);
    expect(pdf.getPageCount()).toBe(1);
    const year = new Date().getFullYear();
    expect(pdf.getTitle()).toBe(`VAT invoice MB-INV-${year}-000001`);
    expect(asAdmin.headers.get('Content-Disposition')).toBe(
      `attachment; filename="invoice-MB-INV-${year}-000001.pdf"`,
    );

    const asOwner = await download('order-1', owner);
    expect(asOwner.status).toBe(200);
    expect((await PDFDocument.load(asOwner.bytes)).getTitle()).toBe(`VAT invoice MB-INV-${year}-000001`);

    expect((await download('order-1', stranger)).status).toBe(403);
    expect((await download('order-1', null)).status).toBe(401);
    expect((await download('nope', admin)).status).toBe(404);
    expect((await readDoc<{ last: number }>(`invoiceCounters/${year}`))?.last).toBe(1);
  });

  it('numbers invoices in sequence without gaps, even when issued at once', async () => {
    await Promise.all(['a', 'b', 'c'].map((id) => createOrder({ id, userId: owner.uid })));
    await Promise.all(['a', 'b', 'c'].map((id) => download(id, admin)));
    const numbers = await Promise.all(
      ['a', 'b', 'c'].map(async (id) => (await readDoc<Order>(`orders/${id}`))?.invoice?.number),
    );
    const year = new Date().getFullYear();
    expect(numbers.sort()).toEqual([1, 2, 3].map((n) => `MB-INV-${year}-00000${n}`));
  });

  it('refuses an unpaid order (409) and adds a credit note page for a refund', async () => {
    await createOrder({ id: 'unpaid', payment: 'Pending', status: 'Pending payment' });
    expect((await download('unpaid', admin)).status).toBe(409);
    const counters = await db().collection(collections.invoiceCounters).get();
    expect(counters.size).toBe(0);

    await createOrder({
      id: 'refunded',
      payment: 'Refunded',
      status: 'Cancelled',
      customer: { ...(await createOrder({ id: 'shape' })).customer, country: 'US' },
      totals: { goods: 28_000, discount: 0, shipping: 0, vat: 0, payable: 23_140, vatFree: true },
      refunds: { reserved: 23_140, refunded: 23_140, lineQty: [1], paidAs: 'Paid' },
    });
    const answer = await download('refunded', admin);
    expect(answer.status).toBe(200);
    const pdf = await PDFDocument.load(answer.bytes);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getTitle()).toMatch(/^VAT invoice MB-INV-\d{4}-000001, Credit note MB-INV-\d{4}-000001-CN$/);
  });
});

describe('printable', () => {
  it('keeps accents as base letters and the euro sign, and never fails on other scripts', () => {
    expect(printable('Zoë Łukasz € 5')).toBe('Zoe ?ukasz € 5');
    expect(printable('李')).toBe('?');
  });
});

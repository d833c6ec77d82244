// Invoices and credit notes (docs/decisions.md rules 67 and 68): issued in the transactions that take
// and give back money, numbered without gaps, stored frozen and downloaded as PDF by the customer,
// an admin or the holder of the mail's key, refused (403) to anyone else alike.
import { collections, type MailDoc, type OrderDispute } from '@shop/domain';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyDisputeEvent } from '../../functions/src/data/disputes';
import { db } from '../../functions/src/data/firestore';
import { issueInvoice, openSeries, runIssuingTransaction } from '../../functions/src/data/invoices';
import { readDoc } from './admin-factories';
import { clearAuth, createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, createStoreProduct, variant } from './factories';
import { pay, pendingOrder, readIssued, readOrder, refund, SHOP, year } from './invoice-support';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  await clearAuth();
  [admin, owner, stranger] = await Promise.all([
    createAdmin('erin@maisonborsa.example'),
    signUpAnonymous(),
    signUpAnonymous(),
  ]);
});

async function download(path: string, user: TestUser | null) {
  const response = await fetch(`${api.origin}/api/v1/main/${path}`, {
    headers: user ? { Authorization: `Bearer ${user.idToken}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    disposition: response.headers.get('Content-Disposition'),
    bytes,
    text: async () => (await extractText(bytes.slice(), { mergePages: true })).text,
  };
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const found = await db().collection(collections.mail).where('to', '==', email).get();
  return found.docs.map((doc) => doc.data() as MailDoc);
}

describe('the invoice is issued with the payment', () => {
  it('numbers a paid order before any download, freezes its record and answers the same PDF every time', async () => {
    const order = await pendingOrder(owner, '1');
    const outcome = await pay(order);
    expect(outcome).toMatchObject({ result: 'recorded', verdict: 'paid' });

    const paid = await readOrder('1');
    const number = `MB-INV-${year}-000001`;
    expect(paid.invoice?.number).toBe(number);
    const issued = await readIssued(number);
    expect(issued).toMatchObject({
      kind: 'invoice',
      orderId: '1',
      orderNumber: order.orderNumber,
      userId: owner.uid,
      corrects: null,
      total: 28_000,
      vat: [{ country: 'NL', rate: 21, net: 23_140, vat: 4_860 }],
    });
    expect(issued.document.buyer).toEqual([
      'Anna de Vries',
      'Keizersgracht 1',
      '1015 AA Amsterdam',
      'Netherlands',
      'anna@example.nl',
    ]);

    const first = await download('invoice/1', owner);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    expect(first.disposition).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const text = await first.text();
    expect(text).toContain(number);
    expect(text).toContain('Anna de Vries');

    // The order changes later (an admin edits the address): the invoice does not.
    await db()
      .collection(collections.orders)
      .doc('1')
      .update({ 'customer.fullName': 'Someone Else', 'customer.address': 'Elsewhere 9' });
    const second = await download('invoice/1', admin);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(text);

    // The confirmation mail links the invoice, opened by its key without signing in.
    const [confirmation] = await mailsTo('anna@example.nl');
    const link = `${SHOP}/api/v1/main/invoice/1?key=${paid.invoice?.downloadKey}`;
    expect(confirmation?.message.text).toContain(`Your VAT invoice ${number} (PDF): ${link}`);
    const byKey = await download(`invoice/1?key=${paid.invoice?.downloadKey}`, null);
    expect(byKey.status).toBe(200);
    expect(await byKey.text()).toBe(text);
  });

  it('refuses another customer, a wrong key and an unknown order alike (403), and 401 without a token', async () => {
    await pay(await pendingOrder(owner, '2'));
    const refusals = await Promise.all([
      download('invoice/2', stranger),
      download('invoice/no-such-order', stranger),
      download('invoice/2?key=wrong-key', null),
      download('invoice/no-such-order?key=wrong-key', null),
    ]);
    expect(refusals.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    const bodies = await Promise.all(
      refusals.map((answer) => JSON.parse(new TextDecoder().decode(answer.bytes)) as unknown),
    );
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect((await download('invoice/2', null)).status).toBe(401);
    expect((await download('invoice/no-such-order', admin)).status).toBe(404);
  });

  it('takes no number for an order that is not paid (409)', async () => {
    await pendingOrder(owner, '3');
    const answer = await download('invoice/3', owner);
    expect(answer.status).toBe(409);
    expect((await db().collection(collections.invoiceCounters).get()).size).toBe(0);
    expect((await db().collection(collections.invoices).get()).size).toBe(0);
  });

  it('numbers 20 payments at once without gaps or repeats', async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `p${index + 1}`);
    const orders = await Promise.all(ids.map((id) => pendingOrder(owner, id)));
    const outcomes = await Promise.all(orders.map((order) => pay(order)));
    expect(outcomes.every((outcome) => outcome.result === 'recorded')).toBe(true);

    const numbers = (await Promise.all(ids.map(readOrder))).map((order) => order.invoice?.number);
    const expected = Array.from(
      { length: 20 },
      (_, index) => `MB-INV-${year}-${String(index + 1).padStart(6, '0')}`,
    );
    expect([...numbers].sort()).toEqual(expected);
    const stored = (await db().collection(collections.invoices).get()).docs.map((doc) => doc.id);
    expect(stored.sort()).toEqual(expected);
    // No counter: each number is taken by creating its document (docs/decisions.md rule 67).
    expect((await db().collection(collections.invoiceCounters).get()).size).toBe(0);
  }, 180_000);

  it('runs its transaction again, with the number after, when another instance took its number first', async () => {
    const order = await createOrder({ id: 'met-another', payment: 'Paid' });
    const taken = `MB-INV-${year}-000001`;
    let runs = 0;
    const issued = await runIssuingTransaction(['invoice'], async (tx) => {
      runs += 1;
      const series = await openSeries('invoice', new Date());
      // Another instance issues the number this run looked up, before this run commits.
      if (runs === 1) await db().collection(collections.invoices).doc(taken).create({ number: taken });
      return issueInvoice(tx, series, order, order.id);
    });
    expect(runs).toBe(2);
    expect(issued.number).toBe(`MB-INV-${year}-000002`);
    expect((await readIssued(issued.number)).orderId).toBe('met-another');
    expect((await readDoc<{ number: string }>(`invoices/${taken}`))?.number).toBe(taken);
  });

  it('continues a series after the counter it kept before numbers were taken by creating documents', async () => {
    await db().collection(collections.invoiceCounters).doc(String(year)).set({ last: 41 });
    const paid = await pay(await pendingOrder(owner, 'after-counter'));
    expect(paid.result).toBe('recorded');
    expect((await readOrder('after-counter')).invoice?.number).toBe(`MB-INV-${year}-000042`);
    await pay(await pendingOrder(owner, 'after-that'));
    expect((await readOrder('after-that')).invoice?.number).toBe(`MB-INV-${year}-000043`);
    expect((await readDoc<{ last: number }>(`invoiceCounters/${year}`))?.last).toBe(41);
  });

  it('prints a name in any Latin, Greek or Cyrillic script as written', async () => {
    const shape = await createOrder({ id: 'shape-u' });
    const customer = {
      ...shape.customer,
      firstName: 'Łukasz',
      lastName: 'Żółć-Ørsted',
      fullName: 'Łukasz Żółć-Ørsted',
      address: 'Οδός Ερμού 5',
      city: 'Санкт-Петербург',
    };
    await pay(await pendingOrder(owner, '4', { customer }));
    const text = await (await download('invoice/4', owner)).text();
    expect(text).toContain('Łukasz Żółć-Ørsted');
    expect(text).toContain('Οδός Ερμού 5');
    expect(text).toContain('Санкт-Петербург');
  });
});

describe('a credit note for every refund', () => {
  it('issues a numbered credit note naming the invoice for each refund; the invoice still downloads', async () => {
    const shape = await createOrder({ id: 'shape-r' });
    const line = shape.lines[0]!;
    const order = await pendingOrder(owner, '5', {
      lines: [
        { ...line, productId: 'product-5', qty: 2, lineTotal: 56_000 },
        {
          ...line,
          productId: 'product-5b',
          sku: 'SKU-B',
          title: 'Belt',
          unitPrice: 10_000,
          lineTotal: 10_000,
        },
      ],
      totalItems: 3,
      totals: { goods: 66_000, discount: 0, shipping: 0, vat: 11_455, payable: 66_000, vatFree: false },
    });
    await createStoreProduct({ id: 'product-5b', variants: [variant({ quantity: 5 })] });
    await pay(order);
    const invoiceNumber = `MB-INV-${year}-000001`;
    const invoiceText = await (await download('invoice/5', owner)).text();

    await refund(admin, '5', 'refund-a', [{ index: 0, qty: 1 }]);
    await refund(admin, '5', 'refund-b', 'full');

    const refunded = await readOrder('5');
    expect(refunded.payment).toBe('Refunded');
    expect(refunded.creditNotes?.map((note) => note.number)).toEqual([
      `MB-CN-${year}-000001`,
      `MB-CN-${year}-000002`,
    ]);
    const [first, second] = await Promise.all(refunded.creditNotes!.map((note) => readIssued(note.number)));
    expect(first).toMatchObject({
      kind: 'credit-note',
      corrects: invoiceNumber,
      cause: { refundId: 'refund-a' },
      total: -28_000,
      vat: [{ country: 'NL', rate: 21, net: -23_140, vat: -4_860 }],
    });
    expect(second).toMatchObject({ corrects: invoiceNumber, total: -38_000 });
    expect(first!.issuedAt.toMillis()).toBe(
      (await readDoc<{ settledAt: { toMillis(): number } }>('refunds/refund-a'))!.settledAt.toMillis(),
    );

    // The invoice is unchanged; each credit note downloads on its own and names the invoice.
    const invoice = await download('invoice/5', owner);
    expect(invoice.status).toBe(200);
    expect(await invoice.text()).toBe(invoiceText);
    const note = await download(`creditnote/MB-CN-${year}-000001`, owner);
    expect(note.status).toBe(200);
    expect(note.disposition).toBe(`attachment; filename="credit-note-MB-CN-${year}-000001.pdf"`);
    const noteText = await note.text();
    expect(noteText).toContain('Credit note');
    expect(noteText).toContain(`Corrects invoice ${invoiceNumber}`);
    expect(noteText).toContain('Total credited € -280,00');
    expect((await download(`creditnote/MB-CN-${year}-000001`, stranger)).status).toBe(403);
    expect((await download(`creditnote/MB-CN-${year}-000099`, stranger)).status).toBe(403);
    expect((await download(`creditnote/${invoiceNumber}`, admin)).status).toBe(404);

    // Each refund mail links its own credit note.
    const refundMails = (await mailsTo('anna@example.nl')).filter((mail) =>
      mail.message.subject.includes('refunded'),
    );
    const linked = refundMails.map((mail) => /credit note (MB-CN-\d{4}-\d{6})/.exec(mail.message.text)?.[1]);
    expect(linked.sort()).toEqual([`MB-CN-${year}-000001`, `MB-CN-${year}-000002`]);
  });

  it('issues a credit note for a dispute lost, for what its refunds left', async () => {
    await pay(await pendingOrder(owner, '6'));
    const dispute = (state: OrderDispute['state']): OrderDispute => ({
      disputeId: 'du_1',
      state,
      amount: 28_000,
      currency: 'eur',
      reason: 'fraudulent',
      stripeStatus: state === 'Lost' ? 'lost' : 'needs_response',
      evidenceDueBy: null,
    });
    const noMail = () => ({ to: 'shop@example', message: { subject: 'dispute', text: '', html: '' } });
    await applyDisputeEvent(
      {
        eventId: 'evt_d1',
        eventType: 'charge.dispute.created',
        paymentIntentId: 'pi_6',
        dispute: dispute('Disputed'),
      },
      noMail,
    );
    expect((await readOrder('6')).creditNotes).toBeUndefined();
    await applyDisputeEvent(
      {
        eventId: 'evt_d2',
        eventType: 'charge.dispute.closed',
        paymentIntentId: 'pi_6',
        dispute: dispute('Lost'),
      },
      noMail,
    );
    await applyDisputeEvent(
      {
        eventId: 'evt_d3',
        eventType: 'charge.dispute.updated',
        paymentIntentId: 'pi_6',
        dispute: dispute('Lost'),
      },
      noMail,
    );
    const order = await readOrder('6');
    expect(order.creditNotes?.map((note) => note.number)).toEqual([`MB-CN-${year}-000001`]);
    expect(await readIssued(`MB-CN-${year}-000001`)).toMatchObject({
      cause: { disputeId: 'du_1' },
      total: -28_000,
      corrects: order.invoice?.number,
    });
  });
});

describe('erasing an account', () => {
  it('leaves issued invoices and credit notes as they were, and says so', async () => {
    const leaver = await signUpWithPassword('leaver@example.nl');
    const shape = await createOrder({ id: 'shape-e' });
    const customer = { ...shape.customer, fullName: 'Łukasz Żółć-Ørsted', email: 'leaver@example.nl' };
    await pay(await pendingOrder(leaver, 'erased', { customer }));
    await refund(admin, 'erased', 'refund-e', [{ index: 0, qty: 1 }]);
    // Delivered and refunded: nothing holds the erasure back.
    await db()
      .collection(collections.orders)
      .doc('erased')
      .update({ status: 'Order Completed', completed: true });
    const invoiceBefore = await (await download('invoice/erased', leaver)).text();
    const noteBefore = await (await download(`creditnote/MB-CN-${year}-000001`, leaver)).text();
    expect(invoiceBefore).toContain('Łukasz Żółć-Ørsted');

    const answer = await fetch(`${api.origin}/api/v1/main/deleteaccount`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${leaver.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirm: 'DELETE' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      deleted: true,
      ordersKeptForTheBooks: 1,
      ordersDeleted: 0,
      invoicesKeptForTheBooks: 2,
    });
    // The order's personal data is gone; the documents print what they printed.
    expect((await readOrder('erased')).customer.fullName).not.toContain('Łukasz');
    expect(await (await download('invoice/erased', admin)).text()).toBe(invoiceBefore);
    expect(await (await download(`creditnote/MB-CN-${year}-000001`, admin)).text()).toBe(noteBefore);
  });
});

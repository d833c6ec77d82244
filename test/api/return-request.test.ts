// POST returnrequest.
import { collections, type MailDoc } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { config } from '../../functions/src/config';
import { db } from '../../functions/src/data/firestore';
import { createOrder } from './factories';
import { postJson } from './server';
import { useApi } from './harness';

const api = useApi();
const { url } = api;

const send = (body: unknown) => postJson(url('returnrequest'), body);

async function stored() {
  const [requests, mail] = await Promise.all([
    db().collection(collections.returnRequests).get(),
    db().collection(collections.mail).get(),
  ]);
  return {
    requests: requests.docs.map((doc) => ({ id: doc.id, ...doc.data() })),
    mail: mail.docs.map((doc) => doc.data() as MailDoc),
  };
}

const request = (orderId: string) => ({
  orderId: ` ${orderId} `,
  email: 'ANNA@example.nl',
  items: 'Tote bag, black',
  reason: 'The colour is darker than on the photos.',
});

describe('POST returnrequest', () => {
  it('stores the request of an order placed with that address and queues a receipt and a shop copy', async () => {
    await createOrder({ id: 'ord-1001' });

    const { status, body } = await send(request('ord-1001'));

    expect(status).toBe(200);
    // An order placed before order numbers is named by its id.
    expect(body).toEqual({
      received: true,
      requestId: expect.stringMatching(/^[0-9A-F]{16}$/),
      orderReference: 'ord-1001',
    });
    const { requestId } = body as { requestId: string };
    const { requests, mail } = await stored();
    expect(requests).toEqual([
      {
        id: requestId,
        orderId: 'ord-1001',
        email: 'anna@example.nl',
        items: 'Tote bag, black',
        reason: 'The colour is darker than on the photos.',
        // Sent without a language: an English page's.
        language: 'en',
        createdAt: expect.any(Timestamp),
        state: 'Requested',
        decision: null,
        // Deleted by a TTL policy two years on (RETURN_REQUEST_RETENTION_DAYS).
        expiresAt: expect.any(Timestamp),
      },
    ]);
    expect(mail).toHaveLength(2);
    const receipt = mail.find((doc) => doc.to === 'ANNA@example.nl');
    expect(receipt?.message.subject).toBe(`Your return request ${requestId} for order ord-1001`);
    expect(receipt?.message.text).toContain('Herengracht 100');
    expect(receipt?.message.text).toContain(
      'We confirm your return by e-mail within 3 working days of receiving it.',
    );
    expect(receipt?.message.text).toContain('Refunds are paid within 10 working days, on Fridays.');
    const notice = mail.find((doc) => doc.to === 'service@maisonborsa.example');
    expect(notice?.message.text).toContain('Order: ord-1001\nE-mail: ANNA@example.nl');
  });

  it('writes the receipt in the language of the page the request came from, and keeps it for a rejection', async () => {
    await createOrder({ id: 'ord-1005' });

    const { status, body } = await send({ ...request('ord-1005'), language: 'de' });

    expect(status).toBe(200);
    const { requestId } = body as { requestId: string };
    const { requests, mail } = await stored();
    expect(requests).toMatchObject([{ id: requestId, language: 'de' }]);
    const receipt = mail.find((doc) => doc.to === 'ANNA@example.nl');
    expect(receipt?.message.subject).toBe(`Ihre Rücksendeanfrage ${requestId} zur Bestellung ord-1005`);
    expect(receipt?.message.text).toContain(
      `Wir haben Ihre Rücksendeanfrage zur Bestellung ord-1005 erhalten. Ihre Referenz lautet ${requestId}.`,
    );
    // The return policy's steps as the German information pages say them, with the shop's figures.
    expect(receipt?.message.text).toContain(
      'Wir bestätigen Ihre Rücksendung innerhalb von 3 Werktagen nach Eingang per E-Mail.',
    );
    expect(receipt?.message.text).toContain('jeweils am Freitag');
    expect(receipt?.message.html).toContain('lang="de"');
    expect(receipt?.message.html).toContain(`href="${config().shopBaseUrl}/de"`);
    // The shop's copy stays in English, for staff.
    const notice = mail.find((doc) => doc.to === 'service@maisonborsa.example');
    expect(notice?.message.subject).toBe(`Return request ${requestId} for order ord-1005`);
  });

  it('stores the same request once and answers the repeat with the same reference', async () => {
    await createOrder({ id: 'ord-1002' });
    const first = await send(request('ord-1002'));
    const before = await stored();

    const [again, atOnce] = await Promise.all([send(request('ord-1002')), send(request('ord-1002'))]);

    const requestId = (first.body as { requestId: string }).requestId;
    for (const answer of [again, atOnce]) {
      expect(answer).toMatchObject({
        status: 200,
        body: { received: true, requestId, orderReference: 'ord-1002', alreadyReceived: true },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an unknown order number', 'ord-404', 'anna@example.nl'],
    ['another address than the order was placed with', 'ord-1003', 'jan@example.nl'],
    ['an order number no document can have', 'ord/1003', 'anna@example.nl'],
  ])('refuses %s with a 404 and writes nothing', async (_case, orderId, email) => {
    await createOrder({ id: 'ord-1003' });

    const answer = await send({ ...request(orderId), email });

    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: {
        code: 'not-found',
        message:
          'We could not find an order with this order number and e-mail address. Please check both in your order confirmation e-mail.',
      },
    });
    expect(await stored()).toEqual({ requests: [], mail: [] });
  });

  it.each([
    ['no order number', { orderId: ' ' }, 'orderId'],
    ['an invalid e-mail address', { email: 'anna' }, 'email'],
    ['no items', { items: '' }, 'items'],
    ['no reason', { reason: '   ' }, 'reason'],
    ['a language the shop does not speak', { language: 'es' }, 'language'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, change, field) => {
    await createOrder({ id: 'ord-1004' });

    const answer = await send({ ...request('ord-1004'), ...change });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid-request', details: [{ path: field }] } });
    expect(await stored()).toEqual({ requests: [], mail: [] });
  });
});

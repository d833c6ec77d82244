// GET exportorders: the server's XLSX of every order of a period, read in pages (more
// orders than one page), one row per order and its lines in a second sheet, only for admins.
// Real Firestore and Auth emulators; the workbook is read back with SheetJS.
import { collections, EXPORT_PAGE_SIZE, ORDER_EXPORT_COLUMNS, shopPeriod, type Order } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { db } from '../../functions/src/data/firestore';
import { createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createOrder } from './factories';
import { fetchJsonAs } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const { start, end } = shopPeriod(NOVEMBER.from, NOVEMBER.to);

async function exportAs(user: TestUser, query: Record<string, string>) {
  const response = await fetch(url(`exportorders?${new URLSearchParams(query)}`), {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

function sheetRows(bytes: Buffer, name: string): (string | number)[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[name];
  if (!sheet) throw new Error(`no sheet ${name}`);
  return XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, raw: true, defval: '' });
}

/** `count` paid orders of November, written in batches (one minute apart, the first at 1 Nov 00:00). */
async function createNovemberOrders(count: number, fields: Partial<Order> = {}): Promise<void> {
  const template = (await createOrder({ id: 'template' })) as Order & { id: string };
  await db().collection(collections.orders).doc('template').delete();
  const { id: _id, ...order } = template;
  for (let first = 0; first < count; first += 400) {
    const batch = db().batch();
    for (let n = first; n < Math.min(count, first + 400); n += 1) {
      batch.set(
        db()
          .collection(collections.orders)
          .doc(`nov-${String(n).padStart(5, '0')}`),
        {
          ...order,
          ...fields,
          createdAt: Timestamp.fromMillis(start.getTime() + n * 60_000),
        },
      );
    }
    await batch.commit();
  }
}

describe('GET exportorders', () => {
  it('refuses visitors (403), customers (403) and callers without a token (401)', async () => {
    const [visitor, customer] = await Promise.all([signUpAnonymous(), signUpWithPassword('c@example.nl')]);
    const query = `exportorders?from=${NOVEMBER.from}&to=${NOVEMBER.to}`;
    const answers = await Promise.all([
      fetchJsonAs(null, 'GET', url(query)),
      fetchJsonAs(visitor, 'GET', url(query)),
      fetchJsonAs(customer, 'GET', url(query)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 403]);
    expect(answers[1]?.body).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('answers every order of the period in pages, one row each, oldest first, lines in sheet Lines', async () => {
    const admin = await createAdmin();
    const count = EXPORT_PAGE_SIZE * 2 + 3;
    await createNovemberOrders(count);
    // Just outside the period, in Amsterdam time: 31 Oct 23:59 and 1 Dec 00:00.
    await createOrder({ id: 'october', createdAt: Timestamp.fromMillis(start.getTime() - 60_000) });
    await createOrder({ id: 'december', createdAt: Timestamp.fromMillis(end.getTime()) });

    const { response, bytes } = await exportAs(admin, NOVEMBER);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-11-01-to-2026-11-30.xlsx"',
    );
    expect(response.headers.get('x-order-count')).toBe(String(count));
    const orders = sheetRows(bytes, 'Orders');
    expect(orders[0]).toEqual([...ORDER_EXPORT_COLUMNS]);
    const numbers = orders.slice(1).map((row) => row[1]);
    expect(numbers).toHaveLength(count);
    expect(numbers[0]).toBe('nov-00000');
    expect(numbers.at(-1)).toBe(`nov-${String(count - 1).padStart(5, '0')}`);
    expect(new Set(numbers).size).toBe(count);
    expect(numbers).not.toContain('october');
    expect(numbers).not.toContain('december');
    // 1 Nov 00:00 in Amsterdam, not 31 Oct 23:00 UTC.
    expect(orders[1]?.[0]).toBe('2026-11-01 00:00');
    const total = orders
      .slice(1)
      .reduce((sum, row) => sum + Number(row[ORDER_EXPORT_COLUMNS.indexOf('Total (EUR)')]), 0);
    expect(total).toBeCloseTo(count * 280, 2);
    expect(sheetRows(bytes, 'Lines')).toHaveLength(count + 1);
  }, 60_000);

  it('applies the payment, status and completion filters', async () => {
    const admin = await createAdmin();
    await createNovemberOrders(3);
    const inNovember = Timestamp.fromMillis(start.getTime() + 86_400_000);
    await createOrder({ id: 'due', payment: 'Refund due', status: 'Cancelled', createdAt: inNovember });
    await createOrder({
      id: 'done',
      status: 'Order Completed',
      completed: true,
      createdAt: inNovember,
    });

    const numbers = async (query: Record<string, string>) =>
      sheetRows((await exportAs(admin, { ...NOVEMBER, ...query })).bytes, 'Orders')
        .slice(1)
        .map((row) => row[1]);

    expect(await numbers({ payment: 'Refund due' })).toEqual(['due']);
    expect(await numbers({ status: 'Order Completed' })).toEqual(['done']);
    expect(await numbers({ filter: 'complete' })).toEqual(['done']);
    expect(await numbers({ filter: 'incomplete', payment: 'Paid' })).toEqual([
      'nov-00000',
      'nov-00001',
      'nov-00002',
    ]);
    expect(await numbers({ filter: 'complete', status: 'Cancelled' })).toEqual([]);
  });

  it.each([
    [{ from: '2026-11-01' }, 'To must be a date (YYYY-MM-DD)'],
    [{ from: '2026-11-31', to: '2026-12-01' }, 'From is not a date that exists'],
    [{ from: '2026-12-01', to: '2026-11-01' }, 'From must be on or before To'],
    [{ ...NOVEMBER, payment: 'Free' }, 'Choose a payment the shop knows'],
  ])('answers 400 for %j', async (query, message) => {
    const admin = await createAdmin();
    const answer = await fetchJsonAs(admin, 'GET', url(`exportorders?${new URLSearchParams(query)}`));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'invalid-request' } });
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});

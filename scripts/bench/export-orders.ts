// The orders export at month-end size: 10,000 paid orders of one month in the Firestore
// emulator, then `GET exportorders` for that month as an admin, timed. It misses when the file does
// not hold every order or takes longer than half of Hosting's 60 s limit for a rewritten call.
// `tsx scripts/bench/export-orders.ts`, or `npm run bench -- export-orders`.
import { pathToFileURL } from 'node:url';
import type { Order } from '@shop/domain';

/** How many orders the bench exports. */
export const EXPORT_BENCH_ORDERS = 10_000;

/** Half of Hosting's 60 s for a rewritten call: room for a slower production read. */
export const EXPORT_BUDGET_SECONDS = 30;

/** The month the orders are placed in (shop time). */
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

export async function runExportOrdersBench(): Promise<boolean> {
  const { emulatorEnv, startStack } = await import('../lib/stack');
  const stack = await startStack({ only: ['auth', 'firestore'] });
  try {
    Object.assign(process.env, emulatorEnv(stack.ports));
    // Imported only now: the Firebase clients read the emulator variables on first use.
    const { collections, shopPeriod } = await import('@shop/domain');
    const { Timestamp } = await import('firebase-admin/firestore');
    const { db } = await import('../../functions/src/data/firestore');
    const { app } = await import('../../functions/src/http/app');
    const { adminApp } = await import('../../functions/src/firebase-app');
    const { createFuzzIdentities } = await import('./api-fuzz');
    const XLSX = await import('xlsx');

    const { start, end } = shopPeriod(MONTH.from, MONTH.to);
    const spacing = Math.floor((end.getTime() - start.getTime()) / EXPORT_BENCH_ORDERS);
    const template: Omit<Order, 'createdAt'> = {
      userId: 'bench-customer',
      customer: {
        firstName: 'Anna',
        lastName: 'de Vries',
        fullName: 'Anna de Vries',
        email: 'anna@example.nl',
        phone: '+31 6 1234 5678',
        address: 'Keizersgracht 1',
        postcode: '1015 AA',
        city: 'Amsterdam',
        state: '',
        country: 'NL',
        companyAddress: '',
      },
      lines: [
        {
          productId: 'bench-product',
          sku: 'BENCH-1',
          title: 'Tote bag',
          image: 'https://img.example/bench/1.jpg',
          size: null,
          unitPrice: 28_000,
          qty: 1,
          lineTotal: 28_000,
        },
      ],
      totals: { goods: 28_000, discount: 0, shipping: 0, vat: 4_860, payable: 28_000, vatFree: false },
      couponCode: null,
      note: '',
      totalItems: 1,
      payment: 'Paid',
      status: 'Order Received',
      completed: false,
      paymentMethod: 'card',
      paymentIntentId: 'pi_bench',
      clientReport: null,
    };
    const seeding = performance.now();
    for (let first = 0; first < EXPORT_BENCH_ORDERS; first += 500) {
      const batch = db().batch();
      for (let n = first; n < Math.min(EXPORT_BENCH_ORDERS, first + 500); n += 1) {
        batch.set(
          db()
            .collection(collections.orders)
            .doc(`bench-${String(n).padStart(5, '0')}`),
          {
            ...template,
            customer: { ...template.customer, phone: '+31 6 1234 5678' },
            createdAt: Timestamp.fromMillis(start.getTime() + n * spacing),
          },
        );
      }
      await batch.commit();
    }
    console.log(
      `Orders export: ${EXPORT_BENCH_ORDERS} orders written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const env = emulatorEnv(stack.ports);
    const identities = await createFuzzIdentities(env.FIREBASE_AUTH_EMULATOR_HOST ?? '', adminApp());
    const admin = identities.find((identity) => identity.name === 'admin');
    if (!admin?.idToken) throw new Error('No admin account for the bench');
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/main/exportorders?${new URLSearchParams(MONTH)}`,
      { headers: { authorization: `Bearer ${admin.idToken}` } },
    );
    const file = Buffer.from(await response.arrayBuffer());
    const seconds = (performance.now() - started) / 1000;
    const heapAfter = process.memoryUsage().heapUsed;
    server.closeAllConnections();
    server.close();

    const sheet = XLSX.read(file, { type: 'buffer' }).Sheets['Orders'];
    const rows = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1 }).length - 1 : 0;
    console.log(
      `Orders export: ${rows} rows, ${(file.length / 1024).toFixed(0)} KiB in ${seconds.toFixed(1)} s ` +
        `(budget ${EXPORT_BUDGET_SECONDS} s; status ${response.status}; ` +
        `heap after ${(heapAfter / 2 ** 20).toFixed(0)} MiB, before ${(heapBefore / 2 ** 20).toFixed(0)} MiB)`,
    );
    const ok = response.status === 200 && rows === EXPORT_BENCH_ORDERS && seconds <= EXPORT_BUDGET_SECONDS;
    if (!ok) console.log('  MISS: the export must hold every order within the budget');
    return ok;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = (await runExportOrdersBench()) ? 0 : 1;
}

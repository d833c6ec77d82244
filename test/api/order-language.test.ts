// An order's mails and documents in the language it was placed in (docs/decisions.md rule 79): the
// confirmation, the invoice, a refund's mail and credit note, the status and cancellation mails of
// an order placed in French are French, with French amounts and dates; one placed without a
// language stays English.
import { collections, formatPrice, type MailDoc } from '@shop/domain';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { orderCancelledMail } from '../../functions/src/mail/order-cancelled';
import { orderStatusMail } from '../../functions/src/mail/order-status';
import { clearAuth, createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { pay, pendingOrder, readOrder, refund, SHOP } from './invoice-support';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  await clearAuth();
  [admin, owner] = await Promise.all([createAdmin('erin@maisonborsa.example'), signUpAnonymous()]);
});

/** A PDF's text, its no-break spaces read as spaces. */
async function pdfText(path: string): Promise<string> {
  const response = await fetch(`${api.origin}/api/v1/main/${path}`, {
    headers: { Authorization: `Bearer ${owner.idToken}` },
  });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return (await extractText(bytes, { mergePages: true })).text.replace(/[\u00a0\u202f]/g, ' ');
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const found = await db().collection(collections.mail).where('to', '==', email).get();
  return found.docs.map((doc) => doc.data() as MailDoc);
}

const spaced = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe("an order's mails and documents in the order's language", () => {
  it('writes the confirmation, the invoice, the refund and its credit note of a French order in French', async () => {
    await pay(await pendingOrder(owner, '1', { language: 'fr' }));
    const paid = await readOrder('1');
    const total = formatPrice('fr', paid.totals.payable);
    expect(total).toBe('280,00\u00a0€');

    const [confirmation] = await mailsTo('anna@example.nl');
    expect(confirmation?.message.subject).toBe(`Votre commande ${paid.orderNumber} chez Maison Borsa`);
    const text = spaced(confirmation?.message.text);
    expect(text).toContain('Bonjour Anna,');
    expect(text).toContain('Merci pour votre commande. Nous avons bien reçu votre paiement.');
    expect(text).toMatch(/Votre commande est attendue entre le \p{L}+ \d{1,2} \p{L}+ 2\d{3} et le /u);
    expect(text).toContain('Total payé: 280,00 €');
    expect(text).toMatch(/Dont [\d ]+,\d\d € de TVA \(21 %/);
    expect(text).toContain(`Votre facture ${paid.invoice?.number} (PDF)`);
    expect(text).toContain(`${SHOP}/fr/track`);
    expect(text).toContain(`${SHOP}/fr/view?id=product-1`);
    expect(confirmation?.message.html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="fr"/);
    // The shop's legal identity stays as it is.
    expect(text).toMatch(/KvK \S+ · VAT /);

    const invoice = await pdfText('invoice/1');
    for (const words of [
      'Facture',
      'Numéro',
      'Désignation',
      'Prix unitaire',
      'Total HT',
      'TVA 21 %',
      'Total payé',
    ])
      expect(invoice).toContain(words);
    expect(invoice).toContain('280,00 €');
    // Never the English "€ 280,00" (the sign before an amount that is not followed by its own).
    expect(invoice).not.toMatch(/€ \d+,\d\d(?! €)/);
    expect(invoice).toMatch(
      /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 2\d{3}/,
    );

    await refund(admin, '1', 'refund-1', 'full');
    const refunded = await readOrder('1');
    const mails = await mailsTo('anna@example.nl');
    const refundMail = mails.find((mail) => mail.message.subject.includes('remboursés'));
    expect(spaced(refundMail?.message.subject)).toBe(
      `Votre commande ${paid.orderNumber} chez Maison Borsa : 280,00 € remboursés`,
    );
    expect(spaced(refundMail?.message.text)).toContain('Nous avons remboursé 280,00 € pour votre commande');
    const creditNote = await pdfText(`creditnote/${refunded.creditNotes?.at(-1)?.number}`);
    for (const words of ['Avoir', 'Corrige', `la facture ${paid.invoice?.number}`, 'Total crédité'])
      expect(creditNote).toContain(words);
    expect(creditNote).toContain('-280,00 €');
  });

  it('writes the status and cancellation mails of a French order in French, and leaves an order without a language English', async () => {
    await pay(await pendingOrder(owner, '2', { language: 'fr' }));
    await pay(await pendingOrder(owner, '3'));
    const french = await readOrder('2');
    const english = await readOrder('3');
    expect(english.language).toBeUndefined();

    const shipped = orderStatusMail(
      {
        ...french,
        shipment: { carrier: 'PostNL', trackingNumber: '3S123', trackingUrl: 'https://track.example/3S123' },
      } as typeof french,
      '2',
      'Out for Delivery',
      SHOP,
    );
    expect(shipped.message.subject).toBe(`Votre commande ${french.orderNumber} : En cours de livraison`);
    expect(shipped.message.text).toMatch(
      /en route avec notre transporteur et est attendue entre le \p{L}+ \d{1,2} \p{L}+ 2\d{3}/u,
    );
    expect(shipped.message.text).toContain('Suivre votre colis chez PostNL');
    const delivered = orderStatusMail(french, '2', 'Order Completed', SHOP);
    expect(delivered.message.text).toContain('Votre commande a été livrée.');
    const cancelled = orderCancelledMail(french, '2', 'À votre demande', true, SHOP);
    expect(cancelled.message.subject).toBe(
      `Votre commande ${french.orderNumber} chez Maison Borsa est annulée`,
    );
    expect(spaced(cancelled.message.text)).toContain('Le montant total, 280,00 €, est remboursé');

    const [englishConfirmation] = (await mailsTo('anna@example.nl')).filter((mail) =>
      mail.message.subject.includes(english.orderNumber ?? 'none'),
    );
    expect(englishConfirmation?.message.subject).toBe(`Your Maison Borsa order ${english.orderNumber}`);
    expect(englishConfirmation?.message.text).toContain('Total paid: € 280,00');
    expect(englishConfirmation?.message.html).toMatch(/^<!DOCTYPE html><html dir="ltr" lang="en"/);
    const invoice = await pdfText('invoice/3');
    for (const words of ['VAT invoice', 'Description', 'Unit price', 'Total paid', '€ 280,00'])
      expect(invoice).toContain(words);
    expect(orderStatusMail(english, '3', 'Order Completed', SHOP).message.text).toContain(
      'Your order has been delivered.',
    );
  });
});

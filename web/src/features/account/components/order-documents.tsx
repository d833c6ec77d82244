import { useState } from 'react';
import { isInvoiceable, orderReference, type Order, type WithId } from '@shop/domain';
import { documentFailureText } from '@/app/i18n/form-words';
import { fill, words } from '@/app/i18n/page-language';
import button from '@/components/ui/button.module.css';
import { downloadOrderDocument } from '../api/download-document';
import styles from './order-history.module.css';

/**
 * An order's documents in the account's list (docs/decisions.md rule 67): its VAT invoice, issued
 * with the payment, and a credit note for each refund, each a download that says its outcome.
 */
export function OrderDocuments({ order }: { order: WithId<Order> }) {
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  if (!order.invoice || !isInvoiceable(order)) return null;
  const { account, track } = words();
  const documents = [
    {
      label: fill(account.invoice, { number: order.invoice.number }),
      path: `invoice/${encodeURIComponent(order.id)}`,
      number: order.invoice.number,
    },
    ...(order.creditNotes ?? []).map((note) => ({
      label: fill(account.creditNote, { number: note.number }),
      path: `creditnote/${encodeURIComponent(note.number)}`,
      number: note.number,
    })),
  ];
  function download(path: string, number: string) {
    setOutcome({ text: fill(account.preparing, { number }), failed: false });
    downloadOrderDocument(path, `${number}.pdf`).then(
      (name) => setOutcome({ text: fill(account.downloaded, { name }), failed: false }),
      (failure: unknown) =>
        setOutcome({
          text: fill(account.documentFailed, {
            number,
            reason: documentFailureText(failure, account.tryAgainLower),
          }),
          failed: true,
        }),
    );
  }
  return (
    <div className={styles.documents} data-testid="order-documents">
      {documents.map((document) => (
        <button
          key={document.number}
          type="button"
          className={`${button.button} ${button.sm} ${button.outline}`}
          onClick={() => download(document.path, document.number)}
        >
          {document.label}
          <span className={styles.srOnly}>{fill(track.invoiceOf, { number: orderReference(order) })}</span>
        </button>
      ))}
      <p role={outcome?.failed ? 'alert' : 'status'} className={styles.documentOutcome}>
        {outcome?.text}
      </p>
    </div>
  );
}

import { useState } from 'react';
import { isInvoiceable, orderReference, type Order, type WithId } from '@shop/domain';
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
  const documents = [
    {
      label: `Invoice ${order.invoice.number} (PDF)`,
      path: `invoice/${encodeURIComponent(order.id)}`,
      number: order.invoice.number,
    },
    ...(order.creditNotes ?? []).map((note) => ({
      label: `Credit note ${note.number} (PDF)`,
      path: `creditnote/${encodeURIComponent(note.number)}`,
      number: note.number,
    })),
  ];
  function download(path: string, number: string) {
    setOutcome({ text: `Preparing ${number}…`, failed: false });
    downloadOrderDocument(path, `${number}.pdf`).then(
      (name) => setOutcome({ text: `Downloaded ${name}`, failed: false }),
      (failure: unknown) =>
        setOutcome({
          text: `${number} could not be downloaded: ${failure instanceof Error ? failure.message : 'please try again.'}`,
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
          <span className={styles.srOnly}> of order {orderReference(order)}</span>
        </button>
      ))}
      <p role={outcome?.failed ? 'alert' : 'status'} className={styles.documentOutcome}>
        {outcome?.text}
      </p>
    </div>
  );
}

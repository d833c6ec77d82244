// GET invoice/{orderId}: the order's VAT invoice as a PDF, with a credit note for what was refunded,
// for the customer who owns the order and for admins (domain/src/invoices.ts).
import { creditNoteDocument, documentIdSchema, invoiceDocument, type InvoiceDocument } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { shopIdentity } from '../../config';
import { issueInvoice } from '../../data/invoices';
import { invoicePdf } from '../../invoices/pdf';
import { currentCaller, requireUser } from '../middleware';

const paramsSchema = z.object({ orderId: documentIdSchema });

/**
 * 200 application/pdf (attachment `invoice-MB-INV-2026-000001.pdf`); the number is given on the first
 * issue. 401 without a token; 403 for another customer's order; 404 no such order; 409 never paid.
 */
export const getInvoice: RequestHandler = async (req, res) => {
  const { orderId } = paramsSchema.parse(req.params);
  const caller = currentCaller(res);
  const { order, invoice } = await issueInvoice(
    orderId,
    (found) => caller.admin || found.userId === caller.uid,
  );
  const documents: InvoiceDocument[] = [invoiceDocument(order, orderId, invoice, shopIdentity())];
  const creditNote = creditNoteDocument(order, orderId, invoice, shopIdentity());
  if (creditNote) documents.push(creditNote);
  const pdf = await invoicePdf(documents);
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
    .send(Buffer.from(pdf));
};

export const invoiceRouter = Router().get('/invoice/:orderId', requireUser, getInvoice);

// GET invoice/{orderId} and GET creditnote/{number}: an issued invoice or credit note as a PDF, drawn
// from its stored record (domain/src/invoices.ts), for the customer whose order it is, for admins, and
// for whoever holds the key its mail links (`?key=`).
import { documentIdSchema, type IssuedDocument } from '@shop/domain';
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { readCreditNote, readOrderInvoice, type DocumentCaller } from '../../data/invoices';
import { invoicePdf } from '../../invoices/pdf';
import { currentCaller, requireUser } from '../middleware';

const keySchema = z.object({ key: z.string().min(1).max(100).optional() });

/** The key of the mail's link, or else the signed-in caller (401 without a token). */
const userOrKey: RequestHandler = (req, res, next) => {
  if (typeof req.query.key === 'string') {
    next();
    return;
  }
  requireUser(req, res, next);
};

function callerOf(query: unknown, res: Response): DocumentCaller {
  const { key } = keySchema.parse(query);
  if (key !== undefined) return { key };
  const { uid, admin } = currentCaller(res);
  return { uid, admin };
}

async function sendPdf(res: Response, issued: IssuedDocument): Promise<void> {
  const pdf = await invoicePdf(issued.document, new Date(issued.issuedAt.toMillis()));
  const name = issued.kind === 'invoice' ? 'invoice' : 'credit-note';
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-${issued.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
    .send(Buffer.from(pdf));
}

/**
 * 200 application/pdf (`invoice-MB-INV-2026-000001.pdf`). 401 without a token or key; 403 for another
 * customer's order, a wrong key and an order that does not exist alike (an admin gets 404); 409 when
 * the order is not paid.
 */
const getInvoice: RequestHandler = async (req, res) => {
  const { orderId } = z.object({ orderId: documentIdSchema }).parse(req.params);
  await sendPdf(res, await readOrderInvoice(orderId, callerOf(req.query, res)));
};

/** 200 application/pdf (`credit-note-MB-CN-2026-000001.pdf`); 401, 403 and 404 as GET invoice. */
const getCreditNote: RequestHandler = async (req, res) => {
  const { number } = z.object({ number: documentIdSchema }).parse(req.params);
  await sendPdf(res, await readCreditNote(number, callerOf(req.query, res)));
};

export const invoiceRouter = Router()
  .get('/invoice/:orderId', userOrKey, getInvoice)
  .get('/creditnote/:number', userOrKey, getCreditNote);

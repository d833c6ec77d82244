// The invoice as a PDF (pdf-lib: pure JavaScript, its standard fonts built in, so it bundles into the
// functions with esbuild and needs no font files or native code at run time).
import { formatEuro, type InvoiceDocument } from '@shop/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

/**
 * Text the standard fonts can print (WinAnsi): accents are decomposed to their base letter and
 * anything else is replaced, so a customer's name in another script never breaks the invoice.
 */
export function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '?');
}

interface Pen {
  page: PDFPage;
  y: number;
  font: PDFFont;
  bold: PDFFont;
}

function write(
  pen: Pen,
  text: string,
  x: number,
  options: { size?: number; bold?: boolean; muted?: boolean } = {},
) {
  pen.page.drawText(printable(text), {
    x,
    y: pen.y,
    size: options.size ?? 10,
    font: options.bold ? pen.bold : pen.font,
    color: options.muted ? MUTED : TEXT,
  });
}

function writeRight(pen: Pen, text: string, right: number, options: { bold?: boolean } = {}) {
  const font = options.bold ? pen.bold : pen.font;
  const safe = printable(text);
  write(pen, safe, right - font.widthOfTextAtSize(safe, 10), options);
}

function drawDocument(pdf: PDFDocument, doc: InvoiceDocument, font: PDFFont, bold: PDFFont): void {
  const page = pdf.addPage(A4);
  const right = A4[0] - MARGIN;
  const pen: Pen = { page, y: A4[1] - MARGIN - 10, font, bold };
  write(pen, doc.title, MARGIN, { size: 20, bold: true });
  pen.y -= 28;
  for (const [label, value] of [
    ['Number', doc.number],
    ['Date', doc.issued],
    ['Order', doc.orderReference],
  ] as const) {
    write(pen, label, MARGIN, { muted: true });
    write(pen, value, MARGIN + 70);
    pen.y -= 14;
  }
  pen.y -= 14;
  const top = pen.y;
  write(pen, 'From', MARGIN, { bold: true });
  pen.y -= 14;
  for (const line of doc.seller) {
    write(pen, line, MARGIN);
    pen.y -= 13;
  }
  const bottom = pen.y;
  pen.y = top;
  write(pen, 'To', 320, { bold: true });
  pen.y -= 14;
  for (const line of doc.buyer) {
    write(pen, line, 320);
    pen.y -= 13;
  }
  pen.y = Math.min(bottom, pen.y) - 20;

  write(pen, 'Description', MARGIN, { bold: true });
  writeRight(pen, 'Qty', 380, { bold: true });
  writeRight(pen, 'Unit price', 460, { bold: true });
  writeRight(pen, 'Amount', right, { bold: true });
  pen.y -= 6;
  page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: right, y: pen.y },
    thickness: 0.5,
    color: MUTED,
  });
  pen.y -= 14;
  for (const line of doc.lines) {
    write(pen, line.description.slice(0, 60), MARGIN);
    writeRight(pen, String(line.qty), 380);
    writeRight(pen, formatEuro(line.unitPrice), 460);
    writeRight(pen, formatEuro(line.amount), right);
    pen.y -= 14;
  }
  pen.y -= 10;
  for (const [label, value] of doc.totals) {
    const last = label === doc.totals[doc.totals.length - 1]?.[0];
    writeRight(pen, label, 460, { bold: last });
    writeRight(pen, value, right, { bold: last });
    pen.y -= 14;
  }
  pen.y -= 16;
  for (const note of doc.notes) {
    write(pen, note, MARGIN, { muted: true });
    pen.y -= 13;
  }
}

/** The PDF of an invoice and, when given, its credit note on a page of its own. */
export async function invoicePdf(documents: readonly InvoiceDocument[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(documents.map((doc) => `${doc.title} ${doc.number}`).join(', '));
  pdf.setCreator('Maison Borsa');
  const [font, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  for (const doc of documents) drawDocument(pdf, doc, font, bold);
  return pdf.save();
}

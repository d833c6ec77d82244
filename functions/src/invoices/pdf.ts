// Invoices and credit notes as PDF (pdf-lib, pure JavaScript) in Noto Sans, embedded through
// @pdf-lib/fontkit: an open font with Latin, Greek and Cyrillic, so a name prints as it is written
// ("Łukasz Żółć-Ørsted"), which the standard PDF fonts (WinAnsi only) cannot. The fonts are TTF files
// of @expo-google-fonts/noto-sans, read from node_modules (a runtime dependency, installed on deploy).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { fillText, formatPrice, mailWords, orderLanguage, type InvoiceDocument } from '@shop/domain';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;

/** The two TTF files, read once per instance. */
function loadFonts(): Promise<[Uint8Array, Uint8Array]> {
  const require = createRequire(import.meta.url);
  fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]);
  return fontBytes;
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
  pen.page.drawText(text, {
    x,
    y: pen.y,
    size: options.size ?? 10,
    font: options.bold ? pen.bold : pen.font,
    color: options.muted ? MUTED : TEXT,
  });
}

function writeRight(pen: Pen, text: string, right: number, options: { bold?: boolean } = {}) {
  const font = options.bold ? pen.bold : pen.font;
  write(pen, text, right - font.widthOfTextAtSize(text, 10), options);
}

function drawDocument(pdf: PDFDocument, doc: InvoiceDocument, font: PDFFont, bold: PDFFont): void {
  const page = pdf.addPage(A4);
  const right = A4[0] - MARGIN;
  const pen: Pen = { page, y: A4[1] - MARGIN - 10, font, bold };
  // The labels in the document's language (the order's; English for documents issued before).
  const language = orderLanguage(doc);
  const words = mailWords(language).invoice;
  write(pen, doc.title, MARGIN, { size: 20, bold: true });
  pen.y -= 28;
  for (const [label, value] of [
    [words.number, doc.number],
    [words.date, doc.issued],
    [words.order, doc.orderReference],
    ...(doc.corrects
      ? [[words.corrects, fillText(words.correctsInvoice, { number: doc.corrects })] as const]
      : []),
  ] as const) {
    write(pen, label, MARGIN, { muted: true });
    write(pen, value, MARGIN + 70);
    pen.y -= 14;
  }
  pen.y -= 14;
  const top = pen.y;
  write(pen, words.from, MARGIN, { bold: true });
  pen.y -= 14;
  for (const line of doc.seller) {
    write(pen, line, MARGIN);
    pen.y -= 13;
  }
  const bottom = pen.y;
  pen.y = top;
  write(pen, words.to, 320, { bold: true });
  pen.y -= 14;
  for (const line of doc.buyer) {
    write(pen, line, 320);
    pen.y -= 13;
  }
  pen.y = Math.min(bottom, pen.y) - 20;

  write(pen, words.description, MARGIN, { bold: true });
  writeRight(pen, words.qty, 380, { bold: true });
  writeRight(pen, words.unitPrice, 460, { bold: true });
  writeRight(pen, words.amount, right, { bold: true });
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
    writeRight(pen, formatPrice(language, line.unitPrice), 460);
    writeRight(pen, formatPrice(language, line.amount), right);
    pen.y -= 14;
  }
  pen.y -= 10;
  doc.totals.forEach(({ label, amount }, index) => {
    const last = index === doc.totals.length - 1;
    writeRight(pen, label, 460, { bold: last });
    writeRight(pen, amount, right, { bold: last });
    pen.y -= 14;
  });
  pen.y -= 16;
  for (const note of doc.notes) {
    write(pen, note, MARGIN, { muted: true });
    pen.y -= 13;
  }
}

/** The PDF of an issued invoice or credit note, exactly as its stored record says. */
export async function invoicePdf(doc: InvoiceDocument, issuedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // Dated by the record, not by the download.
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${doc.title} ${doc.number}`);
  pdf.setCreator('Maison Borsa');
  const [regular, bold] = await loadFonts();
  const [font, boldFont] = await Promise.all([
    pdf.embedFont(regular, { subset: true }),
    pdf.embedFont(bold, { subset: true }),
  ]);
  drawDocument(pdf, doc, font, boldFont);
  return pdf.save();
}

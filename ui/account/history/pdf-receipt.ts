import type { jsPDF as PdfDocument } from 'jspdf';
import type { HistoryOrderType } from '../../../core/domain/account/history-order';
import type { ReceiptModel } from '../../../core/domain/account/history-receipt';
import type { DiscountRow } from '../../../core/domain/tracking/order-discounts';
import type { PriceFormat } from '../../format/price-format';

/** The receipt's words, in the customer's language (ui/locales/pages). */
export interface ReceiptTexts {
  readonly title: string;
  readonly orderNumber: string;
  readonly date: string;
  /** Issue 20 item 6: the order type's name, which picked the VAT rates. */
  readonly orderType: (type: HistoryOrderType) => string;
  readonly siret: string;
  readonly vatNumber: string;
  readonly delivery: string;
  readonly tips: string;
  /** Issue 18: a discount's words (checkout 3's gift, percentage or cash) and what a gift costs. */
  readonly discount: (row: DiscountRow) => string;
  readonly offered: string;
  readonly vatRate: (rate: number) => string;
  readonly base: string;
  readonly tax: string;
  readonly notDetailed: string;
  readonly total: string;
  readonly pricesIncludeTax: string;
}

const PAGE_BOTTOM = 280;
const LEFT = 15;
const RIGHT = 195;

/**
 * The standard PDF fonts write Windows-1252: the narrow and no-break spaces Intl puts in amounts
 * ("12,50 €") become plain spaces, and anything the encoding lacks a question mark, never garbage.
 */
function pdfText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[^\u0020-\u00ff\u20ac\u2019\u2013\u2014\u0152\u0153]/g, '?');
}

/**
 * accounts 7: draws the receipt the core built (business, order number, date, lines, VAT by rate, total)
 * with jspdf, loaded only now (its own chunk), uncompressed so that its text can be searched, and hands
 * it to the browser as a download.
 */
export async function downloadReceiptPdf(receipt: ReceiptModel, texts: ReceiptTexts, price: PriceFormat): Promise<void> {
  const doc = await drawReceiptPdf(receipt, texts, price);
  doc.save(`receipt-${receipt.orderNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`);
}

/** The receipt drawn in a new uncompressed document (jspdf imported here, on demand). */
export async function drawReceiptPdf(receipt: ReceiptModel, texts: ReceiptTexts, price: PriceFormat): Promise<PdfDocument> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  let y = 20;
  const line = (text: string, options: { size?: number; bold?: boolean; right?: string; indent?: number } = {}) => {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = 20;
    }
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(options.size ?? 10);
    const wrapped = doc.splitTextToSize(pdfText(text), RIGHT - LEFT - 40 - (options.indent ?? 0)) as string[];
    doc.text(wrapped, LEFT + (options.indent ?? 0), y);
    if (options.right !== undefined) doc.text(pdfText(options.right), RIGHT, y, { align: 'right' });
    y += wrapped.length * ((options.size ?? 10) * 0.45) + 1.5;
  };

  const { business } = receipt;
  line(business.name, { size: 16, bold: true });
  for (const address of business.addressLines) line(address);
  for (const contact of [business.phone, business.email]) if (contact) line(contact);
  if (business.siret) line(`${texts.siret} ${business.siret}`);
  if (business.vatNumber) line(`${texts.vatNumber} ${business.vatNumber}`);
  y += 4;
  line(texts.title, { size: 14, bold: true });
  line(`${texts.orderNumber} ${receipt.orderNumber}`, { bold: true });
  line(`${texts.date} ${receipt.date}`);
  if (receipt.orderType) line(texts.orderType(receipt.orderType));
  y += 3;
  for (const item of receipt.lines) {
    line(`${item.count} × ${item.name}`, { bold: true, right: price(item.total) });
    for (const detail of item.details) line(detail, { size: 9, indent: 5 });
  }
  if (receipt.deliveryCost > 0) line(texts.delivery, { right: price(receipt.deliveryCost) });
  if (receipt.tips > 0) line(texts.tips, { right: price(receipt.tips) });
  for (const row of receipt.discounts) line(texts.discount(row), { right: row.kind === 'gift' ? texts.offered : `-${price(row.amount)}` });
  y += 3;
  for (const tax of receipt.taxes) {
    line(`${texts.vatRate(tax.rate)} · ${texts.base} ${price(tax.base)} · ${texts.tax} ${price(tax.tax)}`, { size: 9, right: price(tax.total) });
  }
  if (receipt.untaxed > 0) line(texts.notDetailed, { size: 9, right: price(receipt.untaxed) });
  y += 2;
  line(texts.total, { size: 13, bold: true, right: price(receipt.total) });
  line(texts.pricesIncludeTax, { size: 8 });
  return doc;
}

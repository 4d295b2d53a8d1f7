import { describe, expect, it } from 'vitest';
import { buildReceipt } from '../../../../../core/domain/account/history-receipt';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { priceFormat } from '../../../../../ui/format/price-format';
import { drawReceiptPdf } from '../../../../../ui/account/history/pdf-receipt';
import type { ReceiptTexts } from '../../../../../ui/account/history/pdf-receipt';
import { aHistoryOrder } from '../../../core/domain/account/history-order-fixtures';

const texts: ReceiptTexts = {
  title: 'Reçu',
  orderNumber: 'Commande n°',
  date: 'Date :',
  orderType: (type) => ({ on_place: 'Sur place', delivery: 'Livraison', take_away: 'À emporter', room_delivery: 'Livraison en chambre' })[type],
  siret: 'SIRET :',
  vatNumber: 'N° TVA intracommunautaire :',
  delivery: 'Frais de livraison',
  tips: 'Pourboire',
  discount: (row) => (row.kind === 'gift' ? `Offert avec ${row.code} : ${row.product}` : `Remise (${row.code})`),
  offered: 'offert',
  vatRate: (rate) => `TVA ${rate} %`,
  base: 'HT',
  tax: 'TVA',
  notDetailed: 'Sans détail de TVA',
  total: 'Total TTC',
  pricesIncludeTax: 'Prix toutes taxes comprises.',
};

describe('accounts 7: the PDF receipt (jspdf, uncompressed so its text can be searched)', () => {
  it('holds the legal details, the display number, the lines with their options, the VAT by rate and the total', async () => {
    const receipt = buildReceipt(aHistoryOrder(), leComptoir.settings, 'fr')!;
    const doc = await drawReceiptPdf(receipt, texts, priceFormat('fr', 'EUR', 2));
    const pdf = doc.output();
    expect(pdf.startsWith('%PDF')).toBe(true);
    for (const text of ['Le Comptoir des Halles', 'SIRET : 912 345 678 00014', 'FR12 912345678', 'CH-042', 'Burger du Comptoir', 'Cuisson: ', 'Formule du midi', 'TVA 10 %', 'TVA 20 %', '64,80', 'Total TTC']) {
      expect(pdf).toContain(text);
    }
  });

  it('issue 18: says each discount taken off, and the total paid', async () => {
    const discounts = { discount: 300, pool_used: 0, e_wallet_used: 0, to_pay: 6180, lines: [
      { code: 'BURGER3', shown_as: 'cash' as const, amount: 300, gifts: [] },
      { code: 'MOUSSEOFFERTE', shown_as: 'gift' as const, amount: 0, gifts: [{ product_id: 1101, quantity: 1 }] },
    ] };
    const receipt = buildReceipt(aHistoryOrder({}, { totalPrice: 6180, discounts }), leComptoir.settings, 'fr')!;
    const pdf = (await drawReceiptPdf(receipt, texts, priceFormat('fr', 'EUR', 2))).output();
    for (const text of ['Remise \\(BURGER3\\)', '-3,00', 'Offert avec MOUSSEOFFERTE : Burger du Comptoir', 'offert', '61,80']) expect(pdf).toContain(text);
  });

  it('issue 20 item 6: names the order type that picked the rates, and a take-away rate beside the eat-in one', async () => {
    const order = aHistoryOrder({ orderType: 'take_away' });
    const takeAway = { ...order, products: [...order.products, { id: 2101, name: 'Limonade artisanale', count: 1, quantityName: '', price: 450, vatRate: 5.5, options: [] }] };
    const receipt = buildReceipt({ ...takeAway, paymentInfo: { ...order.paymentInfo, totalPrice: order.paymentInfo.totalPrice + 450 } }, leComptoir.settings, 'fr')!;
    const pdf = (await drawReceiptPdf(receipt, texts, priceFormat('fr', 'EUR', 2))).output();
    for (const text of ['(À emporter)', 'HT 4,27', 'TVA 0,23', 'TVA 5.5 %', 'TVA 10 %', 'TVA 20 %']) expect(pdf).toContain(text);
  });
});
